import type { Comment } from '@/api/types';
import {
  mapComments,
  neighbourOf,
  nextRepliesSkip,
  nextTopSkip,
  noteWrittenHere,
  openSubtree,
  prepend,
  shownComments,
  subtreeSize,
  visibleOrder,
  withoutComment,
  type CommentPages,
} from '@/features/comments/thread';
import { comment } from '../../support/comment-fixture';

const pagesOf = (...pages: Comment[][]): CommentPages => ({
  pages,
  pageParams: pages.map((_, i) => i),
});
const ids = (data: CommentPages) => shownComments(data).map((item) => item._id);

describe('the comment tree rules (SPEC §4 Comments, issue 24: infinite queries)', () => {
  it('pages top-level comments by the number shown, each comment once, while fewer than the total', () => {
    const first = [comment('a'), comment('b')];
    expect(nextTopSkip([first], 5)).toBe(2);
    // A page repeating one the list holds (someone else's new comment shifted the server's order) counts it
    // once, and the next page starts one further: the repeat is one comment above the list.
    const data = pagesOf(first, [comment('b'), comment('c')]);
    expect(ids(data)).toEqual(['a', 'b', 'c']);
    expect(nextTopSkip(data.pages, 5)).toBe(4);
    expect(nextTopSkip(data.pages, 3)).toBeUndefined();
    // A page of repeats only (a page's worth added by others) is read past; two in a row end the list.
    expect(nextTopSkip([first, [comment('a'), comment('b')]], 5)).toBe(4);
    expect(nextTopSkip([first, [comment('a'), comment('b')], [comment('a')]], 5)).toBeUndefined();
    // An empty page: the server has no more.
    expect(nextTopSkip([first, []], 5)).toBeUndefined();
  });

  it('pages by the pages themselves where the count is below what is shown (the family writes it over on a delete)', () => {
    const page = (...names: string[]) => names.map((name) => comment(name));
    const first = page('a', 'b', 'c', 'd', 'e');
    // Deleting a reply set the count to 0, a top-level comment to -1 (read as 0); new comments count from there.
    expect(nextTopSkip([first], 0)).toBe(5);
    expect(nextTopSkip([first], 2)).toBe(5);
    expect(nextTopSkip([first, page('f', 'g', 'h', 'i', 'j')], 0)).toBe(10);
    // Whatever the length of the last page: only an empty page (or two of repeats only) ends it.
    expect(nextTopSkip([first, page('f', 'g')], 0)).toBe(7);
    expect(nextTopSkip([first, []], 0)).toBeUndefined();
    expect(nextTopSkip([first, page('e')], 0)).toBe(6);
    expect(nextTopSkip([first, page('e'), page('e')], 0)).toBeUndefined();
    // A count that is not below what is shown still decides.
    expect(nextTopSkip([first], 5)).toBeUndefined();
    expect(nextTopSkip([first], 12)).toBe(5);
  });

  it('goes on past a later page whose comments were all deleted here, and from a first page so emptied', () => {
    const data = pagesOf([comment('a'), comment('b')], [comment('c'), comment('d')]);
    const emptied = withoutComment(withoutComment(data, 'c'), 'd');
    expect(emptied.pages).toEqual([[comment('a'), comment('b')]]);
    expect(emptied.pageParams).toEqual([0]);
    // The server lost c and d too: the next page starts after the two shown.
    expect(nextTopSkip(emptied.pages, 4)).toBe(2);
    const firstEmptied = withoutComment(
      withoutComment(pagesOf([comment('a'), comment('b')]), 'a'),
      'b',
    );
    expect(firstEmptied.pages).toEqual([[]]);
    expect(nextTopSkip(firstEmptied.pages, 3)).toBe(0);
    // A page the server answered empty stays: it ends the list.
    expect(withoutComment(pagesOf([comment('a')], []), 'a').pages).toEqual([[], []]);
  });

  it('puts a new comment on top, and the next page skips it too', () => {
    const data = prepend(pagesOf([comment('a'), comment('b')]), comment('new'));
    expect(ids(data)).toEqual(['new', 'a', 'b']);
    expect(nextTopSkip(data.pages, 10)).toBe(3);
  });

  it('reads replies from the first one not shown, in the server order; a reply written here never shifts it', () => {
    const parent = comment('p', ['r1', 'r2', 'r3', 'mine']);
    noteWrittenHere('mine');
    // Only the reply written here is shown: Load More Replies asks from the server's first reply.
    expect(nextRepliesSkip([[comment('mine')]], parent)).toBe(0);
    expect(nextRepliesSkip([[comment('mine')], [comment('r1'), comment('r2')]], parent)).toBe(2);
    // Written here after the first page was read: it goes on top of that page.
    expect(nextRepliesSkip([[comment('mine'), comment('r1'), comment('r2')]], parent)).toBe(2);
    const all = [[comment('mine')], [comment('r1'), comment('r2')], [comment('r3')]];
    expect(nextRepliesSkip(all, parent)).toBeUndefined();
    // Ids left stale (replies deleted elsewhere): an empty answer ends it, and so does the same offset asked
    // again for nothing.
    const stale = comment('p', ['gone']);
    expect(nextRepliesSkip([[]], stale)).toBe(0);
    expect(nextRepliesSkip([[], []], stale, [0, 0])).toBeUndefined();
    const moreStale = comment('p', ['r1', 'gone']);
    // Nothing new at 0, the order unknown: the other order's offset once, whose empty answer ends it.
    const twice = [[comment('r1')], [comment('r1')]];
    expect(nextRepliesSkip(twice, moreStale, [0, 0])).toBe(1);
    expect(nextRepliesSkip([...twice, []], moreStale, [0, 0, 1])).toBeUndefined();
  });

  it('reads past replies written here that fill a newest-first page, and learns the order from them', () => {
    const parent = comment('p', ['o1', 'o2', 'o3', 'w1', 'w2']);
    noteWrittenHere('w1');
    noteWrittenHere('w2');
    const written = [comment('w2'), comment('w1')];
    // Order unknown: the lower offset, 0. A newest-first server answers the two written here.
    expect(nextRepliesSkip([written], parent, [0])).toBe(0);
    // They were read at positions 0 and 1, before the three older replies: newest first, from 2 on.
    expect(nextRepliesSkip([written, written], parent, [0, 0])).toBe(2);
    // The same page from an oldest-first server would be o1 and o2.
    expect(nextRepliesSkip([written, [comment('o1'), comment('o2')]], parent, [0, 0])).toBe(2);
  });

  it("reads a newest-first server's replies (the family's get-replies) from the first one not shown", () => {
    // Written in this order: r1 first; the server answers r7, r6, r5... and counts its skip along that.
    const parent = comment('p', ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    const page = (...names: string[]) => names.map((name) => comment(name));
    expect(nextRepliesSkip([page('r7', 'r6', 'r5', 'r4', 'r3')], parent)).toBe(5);
    expect(nextRepliesSkip([page('r7', 'r6', 'r5', 'r4', 'r3'), page('r2', 'r1')], parent)).toBe(
      undefined,
    );
    // A reply written here goes on top of the list, and on top of the server's order: counted.
    const mine = comment('mine-newest');
    noteWrittenHere(mine._id);
    const withMine = { ...parent, children: [...parent.children, mine._id] };
    expect(nextRepliesSkip([[mine, ...page('r7', 'r6', 'r5', 'r4', 'r3')]], withMine)).toBe(6);
    // A server that answers every reply at once leaves none to load.
    expect(nextRepliesSkip([page('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7')], parent)).toBe(
      undefined,
    );
    // One reply read cannot tell the order: the lower offset may repeat one, never skips one.
    expect(nextRepliesSkip([page('r7')], comment('p', ['r1', 'r7']))).toBe(0);
  });

  it('draws each comment followed by the replies shown under it, at any depth', () => {
    const replies: Record<string, Comment[]> = {
      p: [comment('r1', ['d1']), comment('r2')],
      r1: [comment('d1')],
    };
    const order = visibleOrder([comment('p'), comment('q')], (id) => replies[id]);
    expect(order).toEqual([
      { id: 'p', level: 0 },
      { id: 'r1', level: 1 },
      { id: 'd1', level: 2 },
      { id: 'r2', level: 1 },
      { id: 'q', level: 0 },
    ]);
    // Focus after a delete: the next one after the subtree, else the one before (issue 23 item 9).
    expect(neighbourOf(order, 'r1')).toBe('r2');
    expect(neighbourOf(order, 'r2')).toBe('q');
    expect(neighbourOf(order, 'q')).toBe('r2');
    expect(neighbourOf([{ id: 'only', level: 0 }], 'only')).toBeNull();
  });

  it('deletes a comment with its nested replies: counts, caches to drop, and its id off the parent', () => {
    const replies: Record<string, Comment[]> = {
      p: [comment('r1', ['d1', 'd2']), comment('r2')],
      r1: [comment('d1')],
    };
    const repliesOf = (id: string) => replies[id];
    const r1 = comment('r1', ['d1', 'd2']);
    // r1, the shown d1 and the never shown d2.
    expect(subtreeSize(r1, repliesOf)).toBe(3);
    expect(subtreeSize(comment('p', ['r1', 'r2', 'r3']), repliesOf)).toBe(6);
    expect(openSubtree(comment('p'), repliesOf)).toEqual(['p', 'r1']);
    expect(openSubtree(comment('q'), repliesOf)).toEqual([]);

    const data = withoutComment(pagesOf([comment('p', ['r1', 'r2']), r1, comment('q')]), 'r1');
    expect(ids(data)).toEqual(['p', 'q']);
    expect(shownComments(data)[0]?.children).toEqual(['r2']);
  });

  it('changes a comment wherever it is listed', () => {
    const data = mapComments(pagesOf([comment('a')], [comment('b')]), (each) =>
      each._id === 'b' ? { ...each, children: ['x'] } : each,
    );
    expect(shownComments(data).map((each) => each.children)).toEqual([[], ['x']]);
  });
});
