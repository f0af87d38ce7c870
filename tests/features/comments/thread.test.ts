import type { Comment } from '@/api/types';
import {
  addReply,
  addTopLevel,
  appendTopLevel,
  hasMoreReplies,
  hideReplies,
  insertReplies,
  loadedReplies,
  moreRepliesAfter,
  removeComment,
  repliesSkip,
  startThread,
  topLevelCount,
  type CommentThread,
} from '@/features/comments/thread';

/** A comment as the API answers it; `children` are reply ids in the server's order. */
function comment(id: string, children: string[] = []): Comment {
  return {
    _id: id,
    comment: `text of ${id}`,
    commentedAt: '2026-01-01T00:00:00.000Z',
    commented_by: { personal_info: { fullname: id, username: id, profile_img: '' } },
    children,
  };
}

const ids = (thread: CommentThread) => thread.items.map((item) => item._id);
const levels = (thread: CommentThread) => thread.items.map((item) => item.childrenLevel);
const find = (thread: CommentThread, id: string) => thread.items.find((item) => item._id === id)!;

describe('the comment tree rules (SPEC §4 Comments)', () => {
  it('starts at level 0 and appends further pages of top-level comments, skipping known ones', () => {
    let thread = startThread([comment('a'), comment('b')]);
    expect(topLevelCount(thread)).toBe(2);
    thread = appendTopLevel(thread, [comment('b'), comment('c')]);
    expect(ids(thread)).toEqual(['a', 'b', 'c']);
    expect(thread.exhausted).toBe(false);
    expect(appendTopLevel(thread, []).exhausted).toBe(true);
  });

  it('puts a new top-level comment on top', () => {
    const thread = addTopLevel(startThread([comment('a')]), comment('new'));
    expect(ids(thread)).toEqual(['new', 'a']);
    expect(find(thread, 'new')).toMatchObject({ childrenLevel: 0, parentId: null });
  });

  it('inserts a reply right after its parent, one level deeper, and marks the replies loaded', () => {
    const start = startThread([comment('a', ['r1']), comment('b')]);
    const thread = addReply(start, 'a', comment('mine'));
    expect(ids(thread)).toEqual(['a', 'mine', 'b']);
    expect(levels(thread)).toEqual([0, 1, 0]);
    expect(find(thread, 'a')).toMatchObject({ isReplyLoaded: true, children: ['r1', 'mine'] });
    // r1 is not shown yet: Load More Replies asks from the server's first reply.
    expect(hasMoreReplies(thread, find(thread, 'a'))).toBe(true);
    expect(repliesSkip(thread, find(thread, 'a'))).toBe(0);
  });

  it('shows replies with a skip offset, loads more after the last shown, and hides them all', () => {
    const parent = comment('p', ['r1', 'r2', 'r3']);
    let thread = startThread([parent, comment('q')]);
    thread = insertReplies(thread, 'p', [comment('r1', ['d1']), comment('r2')]);
    expect(ids(thread)).toEqual(['p', 'r1', 'r2', 'q']);
    expect(loadedReplies(thread, 'p')).toBe(2);
    expect(repliesSkip(thread, find(thread, 'p'))).toBe(2);
    expect(
      moreRepliesAfter(thread)
        .get(2)
        ?.map((item) => item._id),
    ).toEqual(['p']);

    // A reply's own replies, two levels deep, sit inside the parent's subtree.
    thread = insertReplies(thread, 'r1', [comment('d1')]);
    expect(ids(thread)).toEqual(['p', 'r1', 'd1', 'r2', 'q']);
    expect(levels(thread)).toEqual([0, 1, 2, 1, 0]);

    thread = insertReplies(thread, 'p', [comment('r3')]);
    expect(ids(thread)).toEqual(['p', 'r1', 'd1', 'r2', 'r3', 'q']);
    expect(hasMoreReplies(thread, find(thread, 'p'))).toBe(false);

    thread = hideReplies(thread, 'p');
    expect(ids(thread)).toEqual(['p', 'q']);
    expect(find(thread, 'p').isReplyLoaded).toBe(false);
  });

  it('stops offering more replies when a page brings nothing new', () => {
    let thread = startThread([comment('p', ['gone'])]);
    thread = insertReplies(thread, 'p', []);
    expect(hasMoreReplies(thread, find(thread, 'p'))).toBe(false);
  });

  it('deletes a comment with its nested replies and takes its id from the parent', () => {
    let thread = startThread([comment('p', ['r1', 'r2']), comment('q')]);
    thread = insertReplies(thread, 'p', [comment('r1', ['d1', 'd2']), comment('r2')]);
    thread = insertReplies(thread, 'r1', [comment('d1')]);

    const reply = removeComment(thread, 'r1');
    expect(ids(reply.thread)).toEqual(['p', 'r2', 'q']);
    expect(find(reply.thread, 'p').children).toEqual(['r2']);
    // r1, the shown d1 and the never shown d2.
    expect(reply).toMatchObject({ removed: 3, topLevel: false });

    const top = removeComment(reply.thread, 'p');
    expect(ids(top.thread)).toEqual(['q']);
    expect(top).toMatchObject({ removed: 2, topLevel: true });
    expect(removeComment(top.thread, 'unknown').removed).toBe(0);
  });
});
