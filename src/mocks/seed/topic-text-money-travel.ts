/** Seed prose for the finance, travel and lifestyle topics (see topic-text.ts). */
import type { TopicText } from './topic-text';

export const FINANCE_TEXT: TopicText = {
  sections: [
    'Start with where the money goes',
    'Automate the boring parts',
    'The maths, without the jargon',
    'Mistakes I made so you do not have to',
  ],
  subsections: [
    'A simple worked example',
    'Questions to ask yourself',
    'Tools that make it easier',
    'When to get professional advice',
  ],
  paragraphs: [
    'Before any plan, track one ordinary month. No judgement, no categories with clever names, just every payment in a list. Most people find that <b>three or four recurring costs</b> explain the bulk of the surprise.',
    'The most effective habit is also the dullest: move money on payday, before you can spend it. A standing order to savings turns willpower into a setting, and settings do not have bad days.',
    'Compound growth sounds like magic until you write it as a formula. In a spreadsheet it is just <code class="inline-code">=FV(rate, years, -monthly*12)</code>, and playing with the inputs for ten minutes teaches more than a dozen articles.',
    'Fees matter more than most headlines suggest. A difference of one percentage point a year looks tiny, yet over thirty years it can eat <mark class="cdx-marker">a quarter of the final balance</mark>. Always read the cost line first.',
    'An emergency fund is not an investment; it is insurance against having to sell investments at the worst moment. Keep it boring, keep it accessible, and keep it separate from the account you spend from.',
    'None of this is personal advice. Rules differ by country, and your situation is your own. The <a href="https://www.investor.gov/introduction-investing">SEC introduction to investing</a> and your local regulator publish free, neutral guides worth reading <i>before</i> talking to anyone selling a product.',
  ],
  quotes: [
    {
      text: 'Do not save what is left after spending; spend what is left after saving.',
      caption: 'Warren Buffett',
    },
    {
      text: 'A budget is telling your money where to go instead of wondering where it went.',
      caption: 'Dave Ramsey',
    },
    {
      text: 'The best time to start was years ago. The second best time is this payday.',
      caption: 'A reader, in the comments',
    },
  ],
  captions: [
    'One month of spending, sorted by size.',
    'Growth of a small monthly contribution over twenty years.',
    'The spreadsheet that replaced three apps.',
  ],
  tips: [
    'Name each savings pot after its purpose.',
    'Review subscriptions every quarter.',
    'Increase contributions whenever your pay goes up.',
    'Keep receipts for anything tax-deductible in one folder.',
  ],
  closings: [
    'Money habits compound just like money does. Pick one idea from this post and set it up today.',
    'If you have a question about your own numbers, ask it in the comments and I will try to cover it in a future post.',
    'Progress beats perfection. A rough plan you follow is worth more than a perfect plan you abandon in March.',
  ],
};

export const TRAVEL_TEXT: TopicText = {
  sections: ['Getting there', 'Where to stay', 'What surprised me', 'Eating well on a budget'],
  subsections: ['A sample day', 'What I would skip', 'Practical notes', 'Costs at a glance'],
  paragraphs: [
    'I booked the first two nights and nothing else. Leaving gaps in the plan felt reckless at home and turned out to be <b>the best decision of the trip</b>: the days I loved most were the ones a local recommended over breakfast.',
    'Trains beat planes for anything under five hours once you count the airport transfers and security queues. You also arrive in the middle of town, which matters more than any timetable suggests. The <a href="https://www.seat61.com/">Man in Seat 61</a> is still the best planning resource.',
    'Neighbourhood bakeries, markets and set lunch menus kept food costs <mark class="cdx-marker">well under half</mark> of what restaurant dinners would have been, and they were usually the better meals.',
    'Pack for the climate, not for the photos. Two pairs of shoes, layers instead of bulky jackets and a small first-aid kit covered everything from rainy mornings to a surprise heatwave.',
    'Offline maps saved me more than once. I download the region before leaving and keep a screenshot of each booking, because the moment you need a confirmation number is always the moment there is <i>no signal</i>.',
    'I track spending in a plain note on my phone, one line per day like <code class="inline-code">day 4: 38 EUR</code>. It takes ten seconds and removes the dread of checking the bank app at the end of the trip.',
  ],
  quotes: [
    {
      text: 'The world is a book, and those who do not travel read only one page.',
      caption: 'Attributed to Saint Augustine',
    },
    {
      text: 'Take half the luggage and twice the time.',
      caption: 'My grandmother, before every trip',
    },
    {
      text: 'Slow travel is not about going less far. It is about arriving more fully.',
      caption: 'A fellow passenger on the night train',
    },
  ],
  captions: [
    'Morning light from the train window.',
    'The market two streets from our guesthouse.',
    'Everything I carried for two weeks.',
  ],
  tips: [
    'Book the first and last nights; leave the middle flexible.',
    'Carry a small amount of local cash for markets.',
    'Download offline maps before you land.',
    'Ask your host for their favourite lunch spot.',
  ],
  closings: [
    'If this helps you plan your own trip, share it with a travel buddy and tell me where you are heading.',
    'Travel does not have to be expensive to be meaningful. It has to be unhurried.',
    'I will update this post with prices as they change. Questions about the route are very welcome in the comments.',
  ],
};

export const LIFESTYLE_TEXT: TopicText = {
  sections: ['Why I started', 'The routine, step by step', 'What changed', 'Common questions'],
  subsections: ['A typical week', 'What I gave up', 'Small wins', 'Resources'],
  paragraphs: [
    'I did not set out to build a habit. I set out to stop feeling behind. The trick turned out to be <b>making the first step absurdly small</b>, so small that skipping it felt sillier than doing it.',
    'Writing the routine down helped more than any app. A single index card on the fridge, updated every Sunday, keeps the plan visible without a notification in sight.',
    'Consistency beats intensity. Ten focused minutes every day added up to more than the occasional heroic weekend, and it left room for the rest of life. <mark class="cdx-marker">Boring is sustainable.</mark>',
    'I keep notes in plain text with a date at the top, like <code class="inline-code">2026-03-14.md</code>. Looking back through a month of them is the best motivation I have found.',
    'Rest is part of the routine, not a failure of it. The weeks I planned a lighter day were the weeks I <i>did not</i> quit.',
    'If you want the research behind it, the <a href="https://jamesclear.com/atomic-habits-summary">Atomic Habits summary</a> is a good starting point, but honestly the experiment is more convincing than the reading.',
  ],
  quotes: [
    { text: 'We are what we repeatedly do.', caption: 'Will Durant, summarising Aristotle' },
    { text: 'Start where you are. Use what you have. Do what you can.', caption: 'Arthur Ashe' },
    {
      text: 'Small steps, every day, in roughly the right direction.',
      caption: 'The note on my fridge',
    },
  ],
  captions: [
    'The index card that runs my week.',
    'Sunday morning planning with coffee.',
    'A month of small entries in one notebook.',
  ],
  tips: [
    'Attach the new habit to something you already do.',
    'Track it with a tick, not a score.',
    'Plan one lighter day every week.',
    'Review the routine every Sunday.',
  ],
  closings: [
    'Try it for two weeks before judging it. Then keep what works and drop the rest.',
    'Tell me in the comments what your smallest useful habit is. I am always collecting ideas.',
    'None of this is a system to follow perfectly. It is a set of defaults that make the good choice the easy one.',
  ],
};
