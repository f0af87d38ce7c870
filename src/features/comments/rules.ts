import type { Blog, Comment, SessionUser } from '@/api/types';
import { EMPTY_COMMENT_TEXT } from '@/components/ui/comment-box';
import { isSamePerson } from '@/lib/roles';

/** SPEC §2 and §5 texts of the comments panel, verbatim. */
export const COMMENT_TEXTS = {
  loginToComment: 'login first to leave a comment',
  loginToReply: 'login first to leave a reply',
  empty: EMPTY_COMMENT_TEXT,
  noComments: 'No Comments',
  loadMoreReplies: 'Load More Replies',
} as const;

/** Our own words for what SPEC §8 only logs (issue 15: failures lose nothing, and say so). */
export const COMMENT_FAILURES = {
  comment: 'Your comment could not be posted. It is still here: try again.',
  reply: 'Your reply could not be posted. It is still here: try again.',
  delete: 'This comment could not be deleted. Try again.',
  load: 'The comments could not be loaded.',
  replies: 'The replies could not be loaded.',
} as const;

/** SPEC §6: a comment may be deleted by whoever wrote it, and by the author of the blog it is on. */
export function canDelete(user: SessionUser | null, blog: Blog, comment: Comment): boolean {
  if (!user) return false;
  const writer = comment.commented_by;
  return (
    isSamePerson(user, { _id: writer._id, username: writer.personal_info.username }) ||
    isSamePerson(user, { _id: blog.author._id, username: blog.author.personal_info.username })
  );
}
