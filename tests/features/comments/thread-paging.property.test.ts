import fc from 'fast-check';
import {
  nextRepliesSkip,
  nextTopSkip,
  noteWrittenHere,
  onlyRepeats,
  prepend,
  shownComments,
  withoutComment,
  type CommentPages,
} from '@/features/comments/thread';
import { comment } from '../../support/comment-fixture';

/**
 * The skip paging of the comments panel (src/features/comments/thread.ts, as use-comment-thread.ts and
 * use-comment-actions.ts apply it), against a model server, for random sequences of reads and writes.
 *
 * Top-level comments: the server keeps them newest first and answers get-blog-comments with
 * `slice(skip, skip + P)`; the skip sent is nextTopSkip's answer for the pages held and the blog's
 * total_parent_comments as the client holds it. Writes: a comment written here goes on top of the server's
 * order and of the first page (prepend) and raises the count; a comment deleted here leaves both
 * (withoutComment) and lowers the count; a comment added by someone else goes on top of the server's order
 * only. The count is either honest (what page 1's blog said, moved by the writes made here) or overwritten
 * (the family's servers set it to -1 or 0 on a delete, read as 0, and count new comments from there: at
 * page 1 it is any number up to the real one, and 0 after a delete here).
 *
 * Replies: a parent's `children` in the order written; the server answers get-replies from that order
 * (oldest first, SPEC) or its reverse (newest first, the family), `slice(skip, skip + R)`; a reply written
 * here goes on top of the replies shown and at the end of `children`.
 *
 * Checked, for page sizes 1 to 7: no comment or reply is shown twice; the skip sent never exceeds the number
 * of comments shown; once the writes stop, Load More ends within a bounded number of reads; and then every
 * comment the reader could know of is shown, every reply once. The last holds only under the conditions
 * the code's own comments state: each test says which, and why.
 */

/** Fixed so a failure can be run again; FC_SEED=<n> tries another. fast-check prints it on failure. */
const seed = Number(process.env.FC_SEED ?? 20261129);

/** Ids unique across runs: the written-here set of thread.ts is kept for the life of the module. */
let runNumber = 0;

const shownIds = (data: CommentPages) => shownComments(data).map((each) => each._id);

// ---------------------------------------------------------------------------------------------------------
// Top-level comments

type TopEvent =
  | { kind: 'load more' }
  | { kind: 'added by someone else' }
  | { kind: 'added here' }
  | { kind: 'deleted here'; pick: number };

type CountMode = 'honest' | 'overwritten';

interface TopScenario {
  pageSize: number;
  /** Comments on the server when page 1 is read. */
  initial: number;
  mode: CountMode;
  /** Overwritten mode: the count page 1's blog carried, at most the real number. */
  staleCount: number;
  events: TopEvent[];
}

/**
 * Plays the scenario, then presses Load More while it is offered (at most `finalLimit` times). Returns
 * what the reader saw after each step, the skips sent, and what they could have known of: the comments on
 * the server when page 1 was read and those written here, less those deleted here. (A comment someone else
 * adds later goes on top of the server's order, above the list: the panel shows it on its next read.)
 */
function runTop(scenario: TopScenario, finalLimit: number) {
  runNumber += 1;
  const P = scenario.pageSize;
  let next = 0;
  const newId = (who: string) => `t${runNumber}-${who}${(next += 1)}`;
  // Newest first: index 0 is the newest comment.
  let server = Array.from({ length: scenario.initial }, () => newId('old'));
  const atLoad = [...server];
  const writtenHere: string[] = [];
  const deletedHere = new Set<string>();
  const answer = (skip: number) => server.slice(skip, skip + P).map((id) => comment(id));

  let data: CommentPages = { pages: [answer(0)], pageParams: [0] };
  let count = scenario.mode === 'honest' ? scenario.initial : scenario.staleCount;
  const shownAfterEach: string[][] = [shownIds(data)];
  /** For each read: knowable comments (not added by others) the skip passed over without showing them. */
  const passedOver: string[][] = [];

  const read = (): boolean => {
    const skip = nextTopSkip(data.pages, count);
    if (skip === undefined) return false;
    const shown = new Set(shownIds(data));
    passedOver.push(server.slice(0, skip).filter((id) => !shown.has(id) && !id.includes('-other')));
    data = { pages: [...data.pages, answer(skip)], pageParams: [...data.pageParams, skip] };
    return true;
  };
  /** Load More, as the panel does it: a page of repeats only is read past at once (use-comment-thread.ts). */
  const loadMore = (): boolean => {
    if (!read()) return false;
    while (onlyRepeats(data.pages) && read());
    return true;
  };

  for (const event of scenario.events) {
    if (event.kind === 'load more') loadMore();
    else if (event.kind === 'added by someone else') server = [newId('other'), ...server];
    else if (event.kind === 'added here') {
      const id = newId('here');
      server = [id, ...server];
      writtenHere.push(id);
      data = prepend(data, comment(id));
      count += 1;
    } else {
      const shown = shownIds(data);
      if (shown.length === 0) continue;
      const id = shown[event.pick % shown.length]!;
      server = server.filter((each) => each !== id);
      deletedHere.add(id);
      data = withoutComment(data, id);
      // comment-counts' adjustComments never goes below 0; the family's count reads as 0 after a delete.
      count = scenario.mode === 'honest' ? Math.max(0, count - 1) : 0;
    }
    shownAfterEach.push(shownIds(data));
  }

  let finalReads = 0;
  while (finalReads < finalLimit && loadMore()) {
    finalReads += 1;
    shownAfterEach.push(shownIds(data));
  }
  const stillOffered = nextTopSkip(data.pages, count) !== undefined;
  const knowable = [...atLoad, ...writtenHere].filter((id) => !deletedHere.has(id));
  return { shownAfterEach, passedOver, stillOffered, finalShown: shownIds(data), knowable, count };
}

interface TopOptions {
  mode: CountMode;
  /** Comments added by someone else: any number, up to a page (the first P kept), or none. */
  others?: 'any' | 'up to a page' | 'none';
  deletes?: 'any' | 'none';
}

function topScenario({
  mode,
  others = 'any',
  deletes = 'any',
}: TopOptions): fc.Arbitrary<TopScenario> {
  const event = fc.oneof(
    { weight: 4, arbitrary: fc.constant<TopEvent>({ kind: 'load more' }) },
    {
      weight: others === 'none' ? 0 : 1,
      arbitrary: fc.constant<TopEvent>({ kind: 'added by someone else' }),
    },
    { weight: 1, arbitrary: fc.constant<TopEvent>({ kind: 'added here' }) },
    {
      weight: deletes === 'none' ? 0 : 2,
      arbitrary: fc.nat(40).map((pick): TopEvent => ({ kind: 'deleted here', pick })),
    },
  );
  return fc
    .record({
      pageSize: fc.integer({ min: 1, max: 7 }),
      initial: fc.integer({ min: 0, max: 25 }),
      staleness: fc.nat(25),
      events: fc.array(event, { maxLength: 30 }),
    })
    .map(({ pageSize, initial, staleness, events }) => ({
      pageSize,
      initial,
      mode,
      staleCount: Math.min(initial, staleness),
      events: others === 'up to a page' ? upToOthers(pageSize, events) : events,
    }));
}

/** The events, less the comments added by someone else after the `limit`-th. */
function upToOthers(limit: number, events: TopEvent[]): TopEvent[] {
  let others = 0;
  return events.filter((event) => event.kind !== 'added by someone else' || (others += 1) <= limit);
}

/** Each Load More shows at least one comment more, or is the last: a bound on them once writes stop. */
const finalLimitOf = (scenario: TopScenario) => scenario.initial + scenario.events.length + 1;

describe(`top-level comments, paged by skip (seed ${seed})`, () => {
  it('never shows a comment twice, never skips one the reader could know of, and Load More ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CountMode>('honest', 'overwritten').chain((mode) => topScenario({ mode })),
        (scenario) => {
          const outcome = runTop(scenario, finalLimitOf(scenario));
          for (const shown of outcome.shownAfterEach) {
            expect(new Set(shown).size).toBe(shown.length);
          }
          for (const passed of outcome.passedOver) expect(passed).toEqual([]);
          expect(outcome.stillOffered).toBe(false);
        },
      ),
      { seed, numRuns: 600 },
    );
  });

  // nextTopSkip sends the number shown and the repeats read as the skip: 'a new comment goes on top of the
  // server's order and of the list alike' (the comments written here), and each comment added elsewhere moves
  // the server's order down by one, which the next page shows as a repeat. Up to a page of them, the repeats
  // tell the whole shift (a page of repeats only is read past). More, and the next page can be all new
  // comments by others: nothing tells them from older ones. After a delete here, the skip can fall among the
  // comments added elsewhere: they join the list and take places in the count that the oldest comments
  // needed. A later page that deletes here empty goes (withoutComment), so it ends nothing.
  // So: up to a page of comments added elsewhere with no deletes, or any deletes with none added elsewhere.
  it('honest count: once the writes stop, Load More ends showing every comment the reader could know of', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          topScenario({ mode: 'honest', others: 'up to a page', deletes: 'none' }),
          topScenario({ mode: 'honest', others: 'none', deletes: 'any' }),
        ),
        (scenario) => {
          const outcome = runTop(scenario, finalLimitOf(scenario));
          expect(outcome.stillOffered).toBe(false);
          expect(outcome.finalShown).toEqual(expect.arrayContaining(outcome.knowable));
        },
      ),
      { seed, numRuns: 1000 },
    );
  });

  // nextTopSkip: 'A count below what is shown is no count ... Then only the pages can tell: Load More stays
  // until the server answers an empty page.' Comments written and deleted here move the skip as they move the
  // server's order, and up to a page added elsewhere are told by their repeats (above).
  it('overwritten count: with the count below the number shown, Load More ends showing every comment the reader could know of', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          topScenario({ mode: 'overwritten', others: 'up to a page', deletes: 'none' }),
          topScenario({ mode: 'overwritten', others: 'none', deletes: 'any' }),
        ),
        (scenario) => {
          const outcome = runTop(scenario, finalLimitOf(scenario));
          expect(outcome.stillOffered).toBe(false);
          if (outcome.count >= outcome.finalShown.length) return;
          expect(outcome.finalShown).toEqual(expect.arrayContaining(outcome.knowable));
        },
      ),
      { seed, numRuns: 1000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Replies

type ReplyEvent =
  | { kind: 'load more replies' }
  | { kind: 'replied here' }
  | { kind: 'deleted here'; pick: number }
  | { kind: 'hidden' };

interface ReplyScenario {
  pageSize: number;
  newestFirst: boolean;
  /** Replies the parent had when it was read. */
  initial: number;
  events: ReplyEvent[];
}

function runReplies(scenario: ReplyScenario, finalLimit: number) {
  runNumber += 1;
  const R = scenario.pageSize;
  let next = 0;
  const newId = (who: string) => `r${runNumber}-${who}${(next += 1)}`;
  // In the order written, oldest first; the parent as the panel holds it follows the writes made here.
  let children = Array.from({ length: scenario.initial }, () => newId('old'));
  let parent = comment(`p${runNumber}`, [...children]);
  const answer = (skip: number) =>
    (scenario.newestFirst ? [...children].reverse() : children)
      .slice(skip, skip + R)
      .map((id) => comment(id));
  let data: CommentPages | undefined;
  const shownAfterEach: string[][] = [];

  /** The Load More Replies (or Show replies) button: false when it is not offered. */
  const fetchMore = (): boolean => {
    if (!data) {
      data = { pages: [answer(0)], pageParams: [0] };
      return true;
    }
    const skip = nextRepliesSkip(data.pages, parent, data.pageParams);
    if (skip === undefined) return false;
    data = { pages: [...data.pages, answer(skip)], pageParams: [...data.pageParams, skip] };
    return true;
  };

  for (const event of scenario.events) {
    if (event.kind === 'load more replies') fetchMore();
    else if (event.kind === 'hidden') data = undefined;
    else if (event.kind === 'replied here') {
      const id = newId('here');
      children = [...children, id];
      noteWrittenHere(id);
      parent = { ...parent, children: [...parent.children, id] };
      data = data ? prepend(data, comment(id)) : { pages: [[comment(id)]], pageParams: [0] };
    } else {
      const shown = data ? shownIds(data) : [];
      if (!data || shown.length === 0) continue;
      const id = shown[event.pick % shown.length]!;
      children = children.filter((each) => each !== id);
      parent = { ...parent, children: parent.children.filter((each) => each !== id) };
      data = withoutComment(data, id);
    }
    if (data) shownAfterEach.push(shownIds(data));
  }

  // Once the writes stop: Show replies if hidden, then Load More Replies while it is offered.
  let finalReads = 0;
  while (finalReads < finalLimit && fetchMore()) {
    finalReads += 1;
    if (data) shownAfterEach.push(shownIds(data));
  }
  const stillOffered =
    data === undefined || nextRepliesSkip(data.pages, parent, data.pageParams) !== undefined;
  return { shownAfterEach, stillOffered, finalShown: data ? shownIds(data) : [], children };
}

const replyScenario: fc.Arbitrary<ReplyScenario> = fc.record({
  pageSize: fc.integer({ min: 1, max: 7 }),
  newestFirst: fc.boolean(),
  initial: fc.integer({ min: 0, max: 20 }),
  events: fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant<ReplyEvent>({ kind: 'load more replies' }) },
      { weight: 2, arbitrary: fc.constant<ReplyEvent>({ kind: 'replied here' }) },
      {
        weight: 2,
        arbitrary: fc.nat(40).map((pick): ReplyEvent => ({ kind: 'deleted here', pick })),
      },
      { weight: 1, arbitrary: fc.constant<ReplyEvent>({ kind: 'hidden' }) },
    ),
    { maxLength: 30 },
  ),
});

/**
 * One read to show them; then each read brings a reply, or is one of at most two in a row that bring nothing
 * (nextRepliesSkip), and one more ends.
 */
const replyLimitOf = (scenario: ReplyScenario) =>
  3 * (scenario.initial + scenario.events.length) + 4;

describe(`replies, paged by skip in either server order (seed ${seed})`, () => {
  it('never shows a reply twice, and Load More Replies ends', () => {
    fc.assert(
      fc.property(replyScenario, (scenario) => {
        const outcome = runReplies(scenario, replyLimitOf(scenario));
        for (const shown of outcome.shownAfterEach) {
          expect(new Set(shown).size).toBe(shown.length);
        }
        expect(outcome.stillOffered).toBe(false);
      }),
      { seed, numRuns: 600 },
    );
  });

  // nextRepliesSkip, while the server's order is unknown (fewer than two replies not written here read),
  // asks from the lower of the two offsets: 'it may ask for a reply shown already (shown once), never skips
  // one'. A read that brings nothing new is no end by itself: the next goes to the other order's offset, and
  // a reply written here read before the parent's older ones tells a newest-first order. So this holds for
  // any page size, any replies written or deleted here, in either order.
  it('once the writes stop, Load More Replies ends showing every reply of the parent once', () => {
    fc.assert(
      fc.property(replyScenario, (scenario) => {
        const outcome = runReplies(scenario, replyLimitOf(scenario));
        expect(outcome.stillOffered).toBe(false);
        expect([...outcome.finalShown].sort()).toEqual([...outcome.children].sort());
      }),
      { seed, numRuns: 1000 },
    );
  });
});
