import type { Comment } from '@/api/types';

/**
 * The comment tree of SPEC §4 as one flat list, in the order the panel shows it: each comment followed by
 * the replies shown under it, at any depth. Pure functions over immutable data: the hooks keep the result
 * in the query cache (commentKeys.thread), so closing and reopening the panel shows it as it was.
 */
export interface ThreadComment extends Comment {
  /** SPEC §3 childrenLevel: 0 for a comment on the blog, parent's level + 1 for a reply. */
  childrenLevel: number;
  /**
   * SPEC §3 parentIndex, kept as the parent's id: indices move whenever the list above them changes.
   * null for a top-level comment.
   */
  parentId: string | null;
  /** SPEC §3 isReplyLoaded: its replies are shown in the list. */
  isReplyLoaded: boolean;
  /** get-replies came back with nothing new: stop offering 'Load More Replies' (ids left stale). */
  repliesExhausted?: boolean;
}

export interface CommentThread {
  items: ThreadComment[];
  /** A page of top-level comments came back empty: the count was stale, stop offering 'Load More'. */
  exhausted: boolean;
}

function toItems(comments: Comment[], level: number, parentId: string | null): ThreadComment[] {
  return comments.map((comment) => ({
    ...comment,
    childrenLevel: level,
    parentId,
    isReplyLoaded: false,
  }));
}

/** Index just past `index`'s subtree: the replies under it sit right after it, deeper than it. */
function subtreeEnd(items: ThreadComment[], index: number): number {
  const level = items[index]?.childrenLevel ?? 0;
  let end = index + 1;
  while (end < items.length && (items[end]?.childrenLevel ?? 0) > level) end += 1;
  return end;
}

function without(items: ThreadComment[], loaded: Comment[]): Comment[] {
  const ids = new Set(items.map((item) => item._id));
  return loaded.filter((comment) => !ids.has(comment._id));
}

export function startThread(firstPage: Comment[]): CommentThread {
  return { items: toItems(firstPage, 0, null), exhausted: false };
}

/** How many top-level comments are loaded: the skip offset of the next get-blog-comments call. */
export function topLevelCount(thread: CommentThread): number {
  return thread.items.filter((item) => item.childrenLevel === 0).length;
}

/** SPEC §2 'Load More': the next page of top-level comments goes at the end. */
export function appendTopLevel(thread: CommentThread, page: Comment[]): CommentThread {
  const fresh = without(thread.items, page);
  return {
    items: [...thread.items, ...toItems(fresh, 0, null)],
    exhausted: fresh.length === 0,
  };
}

/** SPEC §4: a new top-level comment goes at the top. */
export function addTopLevel(thread: CommentThread, comment: Comment): CommentThread {
  return { ...thread, items: [...toItems([comment], 0, null), ...thread.items] };
}

/**
 * SPEC §4: a reply is inserted right after its parent, one level deeper; the parent's replies count as
 * loaded and its children list gains the reply's id.
 */
export function addReply(thread: CommentThread, parentId: string, reply: Comment): CommentThread {
  const index = thread.items.findIndex((item) => item._id === parentId);
  const parent = thread.items[index];
  if (!parent) return thread;
  const items = [...thread.items];
  items[index] = { ...parent, isReplyLoaded: true, children: [...parent.children, reply._id] };
  items.splice(index + 1, 0, ...toItems([reply], parent.childrenLevel + 1, parentId));
  return { ...thread, items };
}

/** The parent's direct replies now in the list. */
export function loadedReplies(thread: CommentThread, parentId: string): number {
  return thread.items.filter((item) => item.parentId === parentId).length;
}

/** SPEC §4 'Load More Replies': shown while fewer replies are loaded than the parent has. */
export function hasMoreReplies(thread: CommentThread, parent: ThreadComment): boolean {
  return (
    parent.isReplyLoaded &&
    !parent.repliesExhausted &&
    loadedReplies(thread, parent._id) < parent.children.length
  );
}

/**
 * The skip offset for get-replies: the position, in the server's order (the parent's children), of the
 * first reply not shown yet. A reply written here is already shown, so it never shifts the offset.
 */
export function repliesSkip(thread: CommentThread, parent: ThreadComment): number {
  const shown = new Set(
    thread.items.filter((item) => item.parentId === parent._id).map((item) => item._id),
  );
  const first = parent.children.findIndex((id) => !shown.has(id));
  return first === -1 ? parent.children.length : first;
}

/** SPEC §4 show replies / 'Load More Replies': the fetched replies go at the end of the parent's subtree. */
export function insertReplies(
  thread: CommentThread,
  parentId: string,
  replies: Comment[],
): CommentThread {
  const index = thread.items.findIndex((item) => item._id === parentId);
  const parent = thread.items[index];
  if (!parent) return thread;
  const fresh = without(thread.items, replies);
  const items = [...thread.items];
  const end = subtreeEnd(items, index);
  items.splice(end, 0, ...toItems(fresh, parent.childrenLevel + 1, parentId));
  items[index] = { ...parent, isReplyLoaded: true, repliesExhausted: fresh.length === 0 };
  return { ...thread, items };
}

/** SPEC §4 hide replies: every reply under the comment leaves the list. */
export function hideReplies(thread: CommentThread, parentId: string): CommentThread {
  const index = thread.items.findIndex((item) => item._id === parentId);
  const parent = thread.items[index];
  if (!parent) return thread;
  const items = [...thread.items];
  items.splice(index + 1, subtreeEnd(items, index) - index - 1);
  items[index] = { ...parent, isReplyLoaded: false, repliesExhausted: false };
  return { ...thread, items };
}

export interface Removal {
  thread: CommentThread;
  /** Comments the server deleted with it, as far as the list knows (it and every reply below it). */
  removed: number;
  topLevel: boolean;
}

/**
 * SPEC §4 delete: the comment and all its nested replies leave the list, its id leaves the parent's
 * children. `removed` counts the shown subtree plus the replies it lists but were never shown.
 */
export function removeComment(thread: CommentThread, commentId: string): Removal {
  const index = thread.items.findIndex((item) => item._id === commentId);
  const target = thread.items[index];
  if (!target) return { thread, removed: 0, topLevel: false };
  const end = subtreeEnd(thread.items, index);
  const subtree = thread.items.slice(index, end);
  const shown = new Set(subtree.map((item) => item._id));
  const unseen = subtree.flatMap((item) => item.children).filter((id) => !shown.has(id));
  const items = [...thread.items.slice(0, index), ...thread.items.slice(end)].map((item) =>
    item._id === target.parentId
      ? { ...item, children: item.children.filter((id) => id !== commentId) }
      : item,
  );
  return {
    thread: { ...thread, items },
    removed: subtree.length + unseen.length,
    topLevel: target.childrenLevel === 0,
  };
}

/**
 * Where each shown thread of replies ends, for its 'Load More Replies' (SPEC §4): the list index after
 * which the button goes, mapped to the parents whose replies end there (innermost first).
 */
export function moreRepliesAfter(thread: CommentThread): Map<number, ThreadComment[]> {
  const points = new Map<number, ThreadComment[]>();
  thread.items.forEach((item, index) => {
    if (!hasMoreReplies(thread, item)) return;
    const after = subtreeEnd(thread.items, index) - 1;
    points.set(after, [...(points.get(after) ?? []), item]);
  });
  for (const parents of points.values()) parents.sort((a, b) => b.childrenLevel - a.childrenLevel);
  return points;
}

/**
 * The comment that takes a removed one's place, for focus (issue 23 item 9): the next one after its
 * subtree, else the one before it (its parent, for a last reply), else null (the list is empty).
 */
export function neighbourOf(thread: CommentThread, commentId: string): string | null {
  const index = thread.items.findIndex((item) => item._id === commentId);
  if (index === -1) return null;
  const end = subtreeEnd(thread.items, index);
  return thread.items[end]?._id ?? thread.items[index - 1]?._id ?? null;
}
