/** The admins' seeded drafts: one without a banner or description yet (SPEC §5 needs them only to publish). */
import type { CatalogEntry } from './catalog';

export const DRAFTS: CatalogEntry[] = [
  {
    title: 'Notes Toward a Better Conference Code of Conduct',
    des: '',
    tags: ['events'],
    author: 'amelia',
    topic: 'events',
    daysAgo: 1,
    lead: 'A code of conduct is only as good as the response plan behind it. These are my working notes.',
    points: [
      'Name a response team',
      'Publish how to report',
      'Practise the response before the event',
    ],
  },
  {
    title: 'Comparing Robo-Advisors in 2026',
    des: 'A side-by-side look at fees, minimums and what you actually get.',
    tags: ['finance', 'investing'],
    author: 'marcus',
    topic: 'finance',
    daysAgo: 5,
    lead: 'Robo-advisors promise investing on autopilot. The fees tell a more nuanced story.',
    points: [
      'Compare total yearly cost',
      'Check the minimum deposit',
      'Read how rebalancing works',
    ],
  },
  {
    title: 'Rail Passes in Europe: Are They Still Worth It?',
    des: 'When a pass saves money and when point-to-point tickets win.',
    tags: ['travel', 'rail', 'europe'],
    author: 'priya',
    topic: 'travel',
    daysAgo: 9,
    lead: 'I priced the same three-week trip with and without a pass. The answer surprised me.',
    points: [
      'Count the reservation fees',
      'Compare with advance fares',
      'Value the flexibility honestly',
    ],
  },
];
