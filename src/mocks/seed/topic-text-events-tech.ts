/** Seed prose for the events and tech topics (see topic-text.ts). */
import type { TopicText } from './topic-text';

export const EVENTS_TEXT: TopicText = {
  sections: [
    'Start with the people, not the venue',
    'The budget nobody shows you',
    'What happened on the day',
    'Designing for the quiet attendees',
  ],
  subsections: [
    'A checklist we now reuse',
    'What we would change next time',
    'Small details that paid off',
    'Numbers worth tracking',
  ],
  paragraphs: [
    'Every gathering we have run began with the same question: <b>who is this actually for?</b> Once we wrote the answer on a sticky note and kept it on the laptop lid, decisions about timing, food and format almost made themselves.',
    'The line item that surprised us most was not catering or AV but <i>time</i>. Volunteers, speakers and venue staff all need briefings, and the <mark class="cdx-marker">run sheet</mark> is only as good as the last person who read it.',
    'We keep a shared document with every supplier, every contact and every deadline. It is unglamorous, but it meant that when the projector failed twenty minutes before doors opened, three people knew exactly who to call.',
    'Accessibility is cheaper when it is planned from day one. Step-free access, captions and a quiet room cost little up front; retrofitting them the week before costs a lot. The <a href="https://www.w3.org/WAI/planning/">W3C planning guide</a> is a good place to start.',
    'Feedback forms sent a week later get a fraction of the answers. We now put a three-question form on a QR code at the exit and leave the door open for longer notes by email. The short form tells us <b>what</b>; the emails tell us <b>why</b>.',
    'Registration numbers lie. Roughly a third of free tickets never show up, while paid tickets are much more reliable. We track the ratio in a tiny script, literally <code class="inline-code">attended / registered</code>, and plan catering from last year\'s figure rather than from hope.',
  ],
  quotes: [
    {
      text: 'A good event is a hundred small kindnesses that nobody notices.',
      caption: 'Sofia Marquez, event producer',
    },
    {
      text: 'People forget the talks. They remember who they met at lunch.',
      caption: 'A volunteer at our spring meetup',
    },
    {
      text: 'Plan for the rain, the late speaker and the lost badge. Then enjoy the day.',
      caption: 'Our venue manager',
    },
  ],
  captions: [
    'The main hall an hour before doors opened.',
    'Volunteers sorting badges at the registration desk.',
    'Lunch queues: the real networking track.',
  ],
  tips: [
    'Print two copies of the run sheet: one always goes missing.',
    'Assign one person whose only job is answering questions.',
    'Test the microphones with the actual speakers, not with staff.',
    'Keep a small budget line for the unexpected.',
  ],
  closings: [
    'If you are planning your first event, start small, write everything down and ask for help early. The community is kinder than you expect.',
    'We will publish the full template in a follow-up post. Until then, tell us in the comments what worked for your own events.',
    'None of this needs a big budget. It needs a clear purpose, a few reliable people and the humility to learn from each edition.',
  ],
};

export const TECH_TEXT: TopicText = {
  sections: [
    'Why this matters now',
    'How we approached it',
    'The trade-offs nobody mentions',
    'What the numbers said',
  ],
  subsections: [
    'A minimal example',
    'Pitfalls we hit',
    'Tooling that helped',
    'When not to do this',
  ],
  paragraphs: [
    'Most teams do not fail because they picked the wrong framework. They fail because nobody wrote down <b>why</b> a decision was made, so the next person undoes it. A one-page decision record beats a week of archaeology.',
    'We started by measuring. Before touching any code we recorded the baseline with <code class="inline-code">npm run build -- --profile</code> and a handful of real user sessions. Without a baseline, every improvement is a matter of opinion.',
    'The surprising part was how much came from deleting things. Dead feature flags, unused dependencies and defensive code for browsers nobody uses accounted for <mark class="cdx-marker">almost a third</mark> of the work, and none of it needed a meeting.',
    'Tests gave us the courage to change things quickly. Not hundreds of brittle snapshots, but a small set of tests that exercise the system the way users do. The <a href="https://testing-library.com/docs/guiding-principles">Testing Library principles</a> sum it up well.',
    'Incremental rollouts turned scary releases into boring ones. Shipping to one percent of traffic, watching the error rate, then widening the audience is slower on paper and <i>much</i> faster in practice.',
    'Documentation is a feature. A README that explains how to run the project in two commands, and a short note on the architecture, saved every new teammate a day. We now treat a missing doc as a bug.',
  ],
  quotes: [
    { text: 'Make it work, make it right, make it fast, in that order.', caption: 'Kent Beck' },
    {
      text: 'The best code is the code you did not have to write.',
      caption: 'Folk wisdom of every code review',
    },
    { text: 'Simplicity is a prerequisite for reliability.', caption: 'Edsger W. Dijkstra' },
  ],
  captions: [
    'The dependency graph before the clean-up.',
    'Error rate during the staged rollout.',
    'Our whiteboard after the architecture review.',
  ],
  tips: [
    'Write the rollback plan before the rollout plan.',
    'Measure on a mid-range phone, not on your laptop.',
    'Keep the change small enough to review in one sitting.',
    'Delete the flag as soon as the feature is fully on.',
  ],
  closings: [
    'None of these ideas are new, and that is the point. Reliable software is mostly the disciplined use of old ideas.',
    'If you try this on your own project, I would love to hear what broke first. Leave a comment below.',
    'Start with one small change this week. Measure it, write it down and share what you learned with your team.',
  ],
};
