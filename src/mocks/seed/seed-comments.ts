/**
 * Seeded conversations. One popular post gets enough top-level comments to paginate (page size 5) and a
 * comment with enough replies to paginate; replies go two levels deep (SPEC §4 Comments).
 */
import { hashString, nextId, seededRandom } from '../store/ids';
import type { BlogRecord, CommentRecord, Db } from '../store/types';
import { HOUR, iso, person, type People } from './seed-people';

/** The post whose comments paginate (12 top-level comments). */
export const BUSY_BLOG_TITLE = 'The Case for Boring Technology in 2026';

const BUSY_COMMENTS: [string, string][] = [
  ['riley', 'This is the post I am sending to my team before our next architecture review.'],
  [
    'jonas',
    'Innovation tokens is such a useful frame. We spent ours on a database nobody could operate.',
  ],
  ['sofia', 'Not a developer, but the same applies to event tooling. The spreadsheet always wins.'],
  ['hana', 'How do you decide when a boring tool has become too old to keep?'],
  ['liam', 'Printed the checklist. The "retire something" rule is going on the wall.'],
  ['zara', 'I would love a follow-up about convincing management, who love shiny things.'],
  ['gabriel', 'Postgres and a queue will carry most products further than people think.'],
  ['marcus', 'Seconded. Our cloud bill shrank the month we removed two "modern" services.'],
  ['priya', 'The same is true for travel gear, honestly. Old and reliable beats new and clever.'],
  ['riley', 'Coming back to this a week later: we cancelled the migration. Thank you!'],
  ['jonas', 'Does this apply to front-end frameworks too, or is that a different fight?'],
  ['sofia', 'Sharing this with our venue tech team. They will feel very seen.'],
];

const GENERIC_COMMENTS = [
  'Really useful, thank you for writing it up.',
  'Bookmarked. The list in the middle is exactly what I needed.',
  'I tried this last month and can confirm it works.',
  'Great read. Would love a follow-up with more detail.',
  'This changed how I think about the problem.',
  'Clear and practical, as always.',
  'The quote near the end made my day.',
  'Sharing this with a friend who is just getting started.',
];

const AUTHOR_REPLIES = [
  'Thank you! Glad it helped.',
  'Great question. I will cover it in the next post.',
  'Appreciate you reading and sharing.',
];

function add(
  db: Db,
  blog: BlogRecord,
  userId: string,
  text: string,
  at: number,
  parent?: CommentRecord,
): CommentRecord {
  const comment: CommentRecord = {
    _id: nextId(db),
    blog_id: blog._id,
    blog_author: blog.author,
    comment: text,
    children: [],
    commented_by: userId,
    isReply: parent !== undefined,
    parent: parent?._id ?? null,
    commentedAt: iso(at),
  };
  db.comments.push(comment);
  blog.comments.push(comment._id);
  parent?.children.push(comment._id);
  return comment;
}

function blogTitled(db: Db, title: string): BlogRecord {
  const blog = db.blogs.find((item) => item.title === title);
  if (!blog) throw new Error(`Unknown seed blog ${title}`);
  return blog;
}

function busyConversation(db: Db, people: People): void {
  const blog = blogTitled(db, BUSY_BLOG_TITLE);
  const start = Date.parse(blog.publishedAt);
  const id = (key: string) => person(people, key)._id;
  const top = BUSY_COMMENTS.map(([who, text], j) =>
    add(db, blog, id(who), text, start + (j + 1) * 12 * HOUR),
  );
  const [first, second, , , fifth, , , , , , eleventh] = top;
  if (!first || !second || !fifth || !eleventh) return;
  const t = (comment: CommentRecord, hours: number) =>
    Date.parse(comment.commentedAt) + hours * HOUR;

  const thanks = add(
    db,
    blog,
    id('amelia'),
    'That is the best outcome I could hope for. Good luck!',
    t(first, 2),
    first,
  );
  add(db, blog, id('riley'), 'We will report back after the next quarter.', t(first, 4), thanks);

  const replies: [string, string][] = [
    ['amelia', 'Painful but common. What did you move to?'],
    ['riley', 'Same story here, with a graph database.'],
    ['hana', 'Was it the database or the lack of people who knew it?'],
    ['sofia', 'This thread is a support group now.'],
    ['liam', 'Bookmarking this for our next planning cycle.'],
    ['marcus', 'The operating cost is always the part nobody prices in.'],
  ];
  const answers = replies.map(([who, text], k) =>
    add(db, blog, id(who), text, t(second, k + 1), second),
  );
  if (answers[0])
    add(
      db,
      blog,
      id('jonas'),
      'Back to plain Postgres. Sleeping better already.',
      t(second, 8),
      answers[0],
    );

  add(
    db,
    blog,
    id('amelia'),
    'Please do, and tell me which rule you broke first.',
    t(fifth, 2),
    fifth,
  );
  const frontEnd = add(
    db,
    blog,
    id('amelia'),
    'It does! Pick what your team can debug at 3 a.m.',
    t(eleventh, 2),
    eleventh,
  );
  add(
    db,
    blog,
    id('jonas'),
    'Fair. That rules out half of my bookmarks.',
    t(eleventh, 5),
    frontEnd,
  );
}

function scriptedConversations(db: Db, people: People): void {
  const id = (key: string) => person(people, key)._id;
  const flags = blogTitled(db, 'Shipping Faster With Feature Flags Without Losing Your Mind');
  const flagsStart = Date.parse(flags.publishedAt);
  const question = add(
    db,
    flags,
    id('amelia'),
    'How do you stop expired flags from piling up again?',
    flagsStart + 5 * HOUR,
  );
  add(
    db,
    flags,
    id('riley'),
    'We fail the build when a flag passes its expiry date.',
    flagsStart + 7 * HOUR,
    question,
  );
  add(
    db,
    flags,
    id('marcus'),
    'An expiry date on every flag, checked in CI. Riley nailed it.',
    flagsStart + 8 * HOUR,
    question,
  );
  add(
    db,
    flags,
    id('hana'),
    'The owner rule alone would fix half of our mess.',
    flagsStart + 10 * HOUR,
  );

  const showcase = db.blogs[0];
  if (showcase) {
    const start = Date.parse(showcase.publishedAt);
    const praise = add(
      db,
      showcase,
      id('riley'),
      'Handy reference. Are nested lists supported everywhere?',
      start + 6 * HOUR,
    );
    add(
      db,
      showcase,
      id('amelia'),
      'Yes, up to any depth, although two levels read best.',
      start + 9 * HOUR,
      praise,
    );
  }
}

function genericConversations(db: Db, people: People): void {
  const readers = ['riley', 'sofia', 'jonas', 'hana', 'liam', 'zara', 'gabriel'].map(
    (key) => person(people, key)._id,
  );
  for (const blog of db.blogs) {
    if (blog.draft || blog.comments.length > 0) continue;
    const random = seededRandom(hashString(`comments:${blog.blog_id}`));
    const count = Math.floor(random() * 4);
    const start = Date.parse(blog.publishedAt);
    for (let k = 0; k < count; k += 1) {
      const who = readers[Math.floor(random() * readers.length)] ?? readers[0] ?? blog.author;
      const text = GENERIC_COMMENTS[Math.floor(random() * GENERIC_COMMENTS.length)] ?? '';
      const comment = add(db, blog, who, text, start + (k + 1) * 5 * HOUR);
      if (random() < 0.35) {
        const reply = AUTHOR_REPLIES[Math.floor(random() * AUTHOR_REPLIES.length)] ?? '';
        add(db, blog, blog.author, reply, start + (k + 1) * 5 * HOUR + 2 * HOUR, comment);
      }
    }
  }
}

export function createComments(db: Db, people: People): void {
  busyConversation(db, people);
  scriptedConversations(db, people);
  genericConversations(db, people);
}
