import type { InfiniteData } from '@tanstack/react-query';
import type { Comment } from '@/api/types';

/**
 * The comment tree of SPEC §4 as TanStack Query keeps it: the blog's top-level comments are one infinite
 * query, and the replies shown under a comment are another, keyed by that comment (commentKeys.replies);
 * no replies cached means they are hidden. The panel draws them as one list, each comment followed by the
 * replies shown under it, at any depth. Pure functions over immutable pages: the hooks apply them to the
 * cache, so closing and reopening the panel shows it as it was (docs/decisions/0008, 0022).
 */
export type CommentPages = InfiniteData<Comment[], unknown>;

/** Where the replies of a comment are cached, if they are shown. */
export type RepliesOf = (commentId: string) => Comment[] | undefined;

/**
 * Each comment once, by _id (a page may repeat one an earlier page holds; the paging helper's own
 * dedupe would key a comment by the blog_id it carries).
 */
function once(comments: Comment[]): Comment[] {
  const seen = new Set<string>();
  return comments.filter((comment) => !seen.has(comment._id) && Boolean(seen.add(comment._id)));
}

/** The comments of a list, in order, each once. */
export function shownComments(data: CommentPages | undefined): Comment[] {
  return data ? once(data.pages.flat()) : [];
}

/**
 * The last page read brought nothing the pages before it did not hold: the count was stale. (A later page
 * emptied by deletions here is not one: withoutComment drops it.)
 */
function addedNothing(pages: Comment[][]): boolean {
  const before = new Set(pages.slice(0, -1).flatMap((page) => page.map((comment) => comment._id)));
  return (pages.at(-1) ?? []).every((comment) => before.has(comment._id));
}

/**
 * SPEC §2 'Load More' of top-level comments: the skip offset is the number shown (a new comment goes on
 * top of the server's order and of the list alike), while fewer are shown than the blog has.
 *
 * Comments others add while the panel is open go on top of the server's order too, and push the rest down:
 * the next page then starts with comments shown already. Each such repeat is one comment above the list, so
 * the offset grows by the repeats read so far. A page of repeats only (a page's worth added by others) is
 * passed over the same way; two of them in a row mean the server answers no further (it ignores the offset).
 *
 * A count below what is shown is no count: most of the family's servers write it over when a comment is
 * deleted (-1, or 0 for a reply: docs/decisions/0055), and it grows from there. Then only the pages can tell:
 * Load More stays until the server answers an empty page.
 */
export function nextTopSkip(pages: Comment[][], total: number): number | undefined {
  // The first page alone may be empty because its comments were deleted here: the count decides then. A
  // later page emptied by deletions here is no answer of the server's: withoutComment drops it.
  if (pages.length > 1 && pages.at(-1)?.length === 0) return undefined;
  if (pages.length > 2 && addedNothing(pages) && addedNothing(pages.slice(0, -1))) return undefined;
  const all = pages.flat();
  // Fewer shown than the count: more to come. More shown: the count is no count (above). The offset is the
  // number shown and the repeats read: every comment the pages hold.
  return once(all).length !== total ? all.length : undefined;
}

/**
 * The last page read brought nothing new, though the server answered some: comments added by others pushed
 * a page's worth of those shown down to it. The panel reads the next one at once (use-comment-thread.ts),
 * so Load More is never pressed for nothing.
 */
export function onlyRepeats(pages: Comment[][]): boolean {
  return pages.length > 1 && (pages.at(-1)?.length ?? 0) > 0 && addedNothing(pages);
}

/** Replies written in this tab: the panel shows them on top, wherever the server keeps them. */
const writtenHere = new Set<string>();

/** A reply the server has just taken from this tab (use-comment-actions.ts). */
export function noteWrittenHere(commentId: string): void {
  writtenHere.add(commentId);
}

/**
 * The order the server answers a parent's replies in, read from the replies it has answered: the parent's
 * `children` order (oldest first: SPEC's server and our mock), or its reverse (newest first: the family's
 * get-replies sorts by commentedAt -1, API-CONTRACT.md). Undefined until two of its replies tell.
 */
function newestFirst(pages: Comment[][], parent: Comment): boolean | undefined {
  const positions = pages
    .flat()
    .filter((comment) => !writtenHere.has(comment._id))
    .map((comment) => parent.children.indexOf(comment._id))
    .filter((position) => position !== -1);
  for (let i = 1; i < positions.length; i++) {
    const [before = 0, after = 0] = [positions[i - 1], positions[i]];
    if (before !== after) return after < before;
  }
  return undefined;
}

/**
 * Whether a read has shown the server's order to be newest first by the replies written here: they are the
 * parent's newest, so an oldest-first answer has them only after every older reply it lists. One of them
 * read at a position before that can only come from a newest-first order. (The first page is left out: the
 * replies written here are put at its front. Deletes since only lower the bound: no false evidence.)
 */
function writtenHereFirst(
  pages: Comment[][],
  parent: Comment,
  params: readonly unknown[],
): boolean {
  const older = parent.children.filter((id) => !writtenHere.has(id)).length;
  return pages.some((page, index) => {
    const skip = params[index];
    if (index === 0 || typeof skip !== 'number') return false;
    return page.some((reply, at) => writtenHere.has(reply._id) && skip + at < older);
  });
}

/**
 * SPEC §4 'Load More Replies': the skip offset is the position, in the server's order, of the first reply
 * not shown yet (a server may also answer them all at once: then none is left). A reply written here is
 * already shown: it sits at the end of an oldest-first order, where it never shifts the offset, and at the
 * start of a newest-first one, where it is counted. While the order is unknown, the lower of the two
 * offsets: it may ask for a reply shown already (shown once), never skips one. None left: undefined.
 *
 * A read that brought nothing new (`params`: the offsets the pages were read at) is no end by itself: the
 * lower offset may have been the wrong order's (replies written here fill a newest-first server's first
 * page), or a reply it brought may have been deleted here since. The next read goes elsewhere: the other
 * order's offset while the order is unknown. The list ends on an empty answer, on the same offset asked
 * again for nothing (the parent lists replies the server no longer has), or on two reads in a row for
 * nothing.
 */
export function nextRepliesSkip(
  pages: Comment[][],
  parent: Comment,
  params: readonly unknown[] = [],
): number | undefined {
  // An empty answer. (A first page may be empty without one: its replies, written here, deleted here.)
  if (pages.length > 1 && pages.at(-1)?.length === 0) return undefined;
  const shown = new Set(pages.flat().map((comment) => comment._id));
  const firstUnseen = (order: string[]) => order.findIndex((id) => !shown.has(id));
  const oldest = firstUnseen(parent.children);
  if (oldest === -1) return undefined;
  const newest = firstUnseen([...parent.children].reverse());
  const order =
    newestFirst(pages, parent) ?? (writtenHereFirst(pages, parent, params) || undefined);
  const low = Math.min(oldest, newest);
  let next = order === undefined ? low : order ? newest : oldest;
  if (pages.length > 1 && addedNothing(pages)) {
    if (pages.length > 2 && addedNothing(pages.slice(0, -1))) return undefined;
    const last = params.at(-1);
    if (order === undefined && last === low) next = Math.max(oldest, newest);
    if (next === last) return undefined;
  }
  return next;
}

/** SPEC §4: a new comment goes on top; a new reply right after its parent (the top of its replies). */
export function prepend(data: CommentPages, comment: Comment): CommentPages {
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [[comment, ...first], ...rest] };
}

/**
 * The comment first in the first page: moved there when that page holds it (a newest-first server's answer),
 * added there when it does not.
 */
export function onTop(data: CommentPages, comment: Comment): CommentPages {
  const [first = [], ...rest] = data.pages;
  const others = first.filter((each) => each._id !== comment._id);
  return { ...data, pages: [[comment, ...others], ...rest] };
}

/** Changes every comment of the pages (nothing changes when `change` returns each one as it was). */
export function mapComments(
  data: CommentPages,
  change: (comment: Comment) => Comment,
): CommentPages {
  return { ...data, pages: data.pages.map((page) => page.map(change)) };
}

/**
 * SPEC §4 delete: the comment leaves its list, and its id its parent's children. A later page it empties
 * goes, with its offset: an empty last page says the server had no more (addedNothing), and this one did.
 */
export function withoutComment(data: CommentPages, commentId: string): CommentPages {
  const pages = data.pages.map((page) =>
    page
      .filter((comment) => comment._id !== commentId)
      .map((comment) =>
        comment.children.includes(commentId)
          ? { ...comment, children: comment.children.filter((id) => id !== commentId) }
          : comment,
      ),
  );
  const kept = pages.map(
    (page, index) => index === 0 || page.length > 0 || data.pages[index]?.length === 0,
  );
  if (kept.every(Boolean)) return { ...data, pages };
  return {
    pages: pages.filter((_, index) => kept[index]),
    pageParams: data.pageParams.filter((_, index) => kept[index]),
  };
}

/** The comments shown under `comment` whose replies are shown, itself included (their caches). */
export function openSubtree(comment: Comment, repliesOf: RepliesOf): string[] {
  const replies = repliesOf(comment._id);
  if (!replies) return [];
  return [comment._id, ...replies.flatMap((reply) => openSubtree(reply, repliesOf))];
}

/**
 * How many comments the server deletes with `comment`, as far as the panel knows (SPEC §4 delete): it,
 * the replies shown below it, and the replies they list that were never shown.
 */
export function subtreeSize(comment: Comment, repliesOf: RepliesOf): number {
  const shown = repliesOf(comment._id) ?? [];
  const ids = new Set(shown.map((reply) => reply._id));
  const unseen = comment.children.filter((id) => !ids.has(id)).length;
  return 1 + unseen + shown.reduce((sum, reply) => sum + subtreeSize(reply, repliesOf), 0);
}

/** Whether a reply under `comment` (shown or not) has replies the panel has never seen: its size is unknown. */
export function hasUnseenNested(comment: Comment, repliesOf: RepliesOf): boolean {
  const shown = repliesOf(comment._id) ?? [];
  if (shown.length < comment.children.length) {
    // A reply never shown may have replies of its own.
    return true;
  }
  return shown.some((reply) => hasUnseenNested(reply, repliesOf));
}

interface Shown {
  id: string;
  level: number;
}

/** The panel's list in the order it is drawn: each comment, then the replies shown under it. */
export function visibleOrder(comments: Comment[], repliesOf: RepliesOf, level = 0): Shown[] {
  return comments.flatMap((comment) => [
    { id: comment._id, level },
    ...visibleOrder(repliesOf(comment._id) ?? [], repliesOf, level + 1),
  ]);
}

/**
 * The comment that takes a removed one's place, for focus (issue 23 item 9): the next one after its
 * subtree, else the one before it (its parent, for a last reply), else null (the list is empty).
 */
export function neighbourOf(order: Shown[], commentId: string): string | null {
  const index = order.findIndex((item) => item.id === commentId);
  if (index === -1) return null;
  const level = order[index]?.level ?? 0;
  let end = index + 1;
  while (end < order.length && (order[end]?.level ?? 0) > level) end += 1;
  return order[end]?.id ?? order[index - 1]?.id ?? null;
}
