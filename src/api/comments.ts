import { malformed, post } from './client';
import { crashedOnNothing } from './entry-calls';
import { ApiError, answerLost } from './errors';
import { ENDPOINTS } from '../config/endpoints';
import { isRecord, list, readUserSummary, record, text } from './read';
import type { AddCommentPayload, Comment } from './types';

export function readComment(value: unknown): Comment {
  const comment = record(value, 'a comment');
  const out: Comment = {
    _id: text(comment._id),
    comment: text(comment.comment),
    commentedAt: text(comment.commentedAt),
    commented_by: readUserSummary(comment.commented_by),
    children: Array.isArray(comment.children) ? comment.children.map((id) => text(id)) : [],
  };
  if (typeof comment.blog_id === 'string') out.blog_id = comment.blog_id;
  if (typeof comment.parent === 'string') out.parent = comment.parent;
  if (typeof comment.isReply === 'boolean') out.isReply = comment.isReply;
  return out;
}

/** Top-level comments of a blog, newest first. `blogObjectId` is the blog's `_id`. */
export async function getBlogComments(blogObjectId: string, skip: number): Promise<Comment[]> {
  const body = await post(ENDPOINTS.getBlogComments, { blog_id: blogObjectId, skip });
  return list<unknown>(body, 'comments', 'the comments').map(readComment);
}

export async function getReplies(commentId: string, skip: number): Promise<Comment[]> {
  const body = await post(ENDPOINTS.getReplies, { _id: commentId, skip });
  return list<unknown>(body, 'replies', 'the replies').map(readComment);
}

/** Said where a reply is sent to a comment that has been deleted meanwhile: sending again cannot help. */
export const REPLIED_COMMENT_GONE_TEXT =
  'This comment has been deleted, so your reply cannot be posted.';

/** The comment a reply was sent to is not there any more (deleted in another tab, or by someone else). */
export class RepliedCommentGone extends ApiError {
  constructor() {
    super('http', REPLIED_COMMENT_GONE_TEXT, 404);
  }
}

/**
 * Answers the new comment. Its writer may come as `commented_by` (a user or an id), as `user_id` (the
 * family's servers, API-CONTRACT.md), or not at all: without a name, the caller fills in the viewer.
 */
export async function addComment(payload: AddCommentPayload): Promise<Comment> {
  const body = await post(ENDPOINTS.addComment, payload, { authMode: 'required' }).catch(
    (error: unknown) => {
      // A reply whose comment is gone: a 404, or the family's crash on the null it found (0055).
      const gone =
        (error instanceof ApiError && error.status === 404 && !error.missingCall) ||
        crashedOnNothing(error);
      throw payload.replying_to && gone ? new RepliedCommentGone() : error;
    },
  );
  const comment = readComment(body);
  if (!comment._id) throw new Error('The server did not return the new comment.');
  const answer = record(body, 'the comment');
  if (!isRecord(answer.commented_by)) {
    const writer = text(answer.commented_by) || text(answer.user_id);
    comment.commented_by = { personal_info: { fullname: '', username: '', profile_img: '' } };
    if (writer) comment.commented_by._id = writer;
  }
  return comment;
}

/**
 * How far the server's clock may be from this one when a comment's time is compared with the click: a
 * computer's clock minutes fast is not rare (decision 0061).
 */
const CLOCK_SKEW_MS = 10 * 60_000;
/** The most pages read looking for a comment whose answer was lost. */
const LOOKUP_PAGES = 10;

/** Who sent a comment: the viewer's id and username (servers name a writer by one or the other). */
export interface CommentWriter {
  _id: string;
  username: string;
}

/**
 * The comment that an add-comment sent at `since` made, when its answer never came (a timeout, a dropped
 * connection, a gateway's 502 or 504: docs/decisions/0059): the writer's comment with this text, where it was
 * sent (on the blog, or under the comment it replies to), made since the click and not one of those `shown`.
 * Top-level comments come newest first, so the search stops at a page that ends before the click; replies
 * come in either order (API-CONTRACT.md) and are read to their end. At most ten pages either way.
 */
async function madeSince(
  payload: AddCommentPayload,
  writer: CommentWriter,
  since: number,
  shown: (id: string) => boolean,
): Promise<Comment | null> {
  const parent = payload.replying_to;
  const text = payload.comment.trim();
  const recent = (comment: Comment) => Date.parse(comment.commentedAt) >= since - CLOCK_SKEW_MS;
  const mine = (comment: Comment) =>
    comment.comment.trim() === text &&
    !shown(comment._id) &&
    recent(comment) &&
    ((!!writer._id && comment.commented_by._id === writer._id) ||
      (!!writer.username && comment.commented_by.personal_info.username === writer.username));
  for (let page = 0, skip = 0; page < LOOKUP_PAGES; page += 1) {
    const comments = parent
      ? await getReplies(parent, skip)
      : await getBlogComments(payload._id, skip);
    const found = comments.find(mine);
    if (found) return found;
    const last = comments.at(-1);
    if (!last || (!parent && !recent(last))) return null;
    skip += comments.length;
  }
  return null;
}

/**
 * add-comment, once: where its answer is lost, the comment it may have made is looked for before the
 * failure is said, so that sending again does not post it twice (docs/decisions/0059). `shown` tells the
 * comments already on screen, which a repeat of the same words cannot be.
 */
export async function addCommentOnce(
  payload: AddCommentPayload,
  writer: CommentWriter,
  shown: (id: string) => boolean = () => false,
): Promise<Comment> {
  const since = Date.now();
  try {
    return await addComment(payload);
  } catch (error) {
    if (!answerLost(error)) throw error;
    const made = await madeSince(payload, writer, since, shown).catch(() => null);
    if (!made) throw error;
    return made;
  }
}

/**
 * The answer's `{ status }` or `{ success: true }` (the family's servers) is not needed, but an answer that
 * is not JSON at all (a proxy's garbage with a 200), or says `success: false`, does not confirm anything:
 * the screen would drop a comment the server still has (issue 15).
 */
/**
 * 'gone': the comment was not there any more (deleted in another tab, or with its parent by someone else):
 * a 404, or the family's crash on the null it found (0055). Either way it is deleted, which is what was asked.
 */
export async function deleteComment(commentId: string): Promise<'deleted' | 'gone'> {
  let body: unknown;
  try {
    body = await post(ENDPOINTS.deleteComment, { _id: commentId }, { authMode: 'required' });
  } catch (error) {
    const gone =
      (error instanceof ApiError && error.status === 404 && !error.missingCall) ||
      crashedOnNothing(error);
    if (gone) return 'gone';
    throw error;
  }
  if (typeof body === 'string' && body.trim()) throw malformed('the deletion');
  if (isRecord(body) && body.success === false) throw malformed('the deletion');
  return 'deleted';
}
