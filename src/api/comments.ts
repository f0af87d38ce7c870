import { malformed, post } from './client';
import { crashedOnNothing } from './entry-calls';
import { ApiError } from './errors';
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

/**
 * Answers the new comment. Its writer may come as `commented_by` (a user or an id), as `user_id` (the
 * family's servers, API-CONTRACT.md), or not at all: without a name, the caller fills in the viewer.
 */
export async function addComment(payload: AddCommentPayload): Promise<Comment> {
  const body = await post(ENDPOINTS.addComment, payload, { authMode: 'required' });
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
