/**
 * Comments and replies (SPEC §4 Comments, §6 who may delete, §7). Counters follow SPEC §4: a top-level
 * comment raises total_comments and total_parent_comments, a reply raises total_comments only.
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import { nextId, nextTimestamp } from '../store/ids';
import { addNotification, removeNotifications } from '../store/notify';
import { LIMITS, PAGE_SIZES } from '../store/rules';
import type { CommentRecord, Db } from '../store/types';
import { commentView, findBlogById, findComment, newestFirst } from '../store/views';
import { badRequest, forbidden, notFound, num, str, type Router } from './route';

function skipOf(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The comment and every reply below it, at any depth. */
function withDescendants(db: Db, root: CommentRecord): CommentRecord[] {
  const found: CommentRecord[] = [];
  const queue = [root];
  for (let next = queue.shift(); next; next = queue.shift()) {
    found.push(next);
    for (const childId of next.children) {
      const child = findComment(db, childId);
      if (child) queue.push(child);
    }
  }
  return found;
}

export function commentHandlers({ open, authed }: Router): HttpHandler[] {
  return [
    authed('post', ENDPOINTS.addComment, ({ db, body, viewer, dialect }) => {
      const text = str(body, 'comment').trim();
      if (!text) throw badRequest('Write something to leave a comment....');
      if (text.length > LIMITS.commentMax)
        throw badRequest('A comment can be at most 2000 characters');
      const blog = findBlogById(db, str(body, '_id'));
      if (!blog || blog.draft) throw notFound('Blog not found');
      const replyingTo = str(body, 'replying_to');
      const parent = replyingTo ? findComment(db, replyingTo) : undefined;
      if (replyingTo && (!parent || parent.blog_id !== blog._id))
        throw notFound('Comment not found');

      const comment: CommentRecord = {
        _id: nextId(db),
        blog_id: blog._id,
        // The blog's real author, whatever the client sent as blog_author; the family keeps what is sent.
        blog_author: (dialect.keepsSentBlogAuthor && str(body, 'blog_author')) || blog.author,
        comment: text,
        children: [],
        commented_by: viewer._id,
        isReply: Boolean(parent),
        parent: parent?._id ?? null,
        commentedAt: nextTimestamp(db),
      };
      db.comments.push(comment);
      blog.comments.push(comment._id);
      blog.activity.total_comments += 1;
      if (parent) {
        parent.children.push(comment._id);
        addNotification(db, {
          type: 'reply',
          blog: blog._id,
          notification_for: parent.commented_by,
          user: viewer._id,
          comment: comment._id,
          replied_on_comment: parent._id,
        });
        // Replying from the notifications screen: that notification now shows the reply (SPEC §2).
        const answered = db.notifications.find(
          (item) =>
            item._id === str(body, 'notification_id') && item.notification_for === viewer._id,
        );
        if (answered) answered.reply = comment._id;
      } else {
        blog.activity.total_parent_comments += 1;
        addNotification(db, {
          type: 'comment',
          blog: blog._id,
          notification_for: blog.author,
          user: viewer._id,
          comment: comment._id,
        });
      }
      return commentView(db, comment);
    }),

    open('post', ENDPOINTS.getBlogComments, ({ db, body }) => {
      const blogId = str(body, 'blog_id');
      const skip = skipOf(num(body, 'skip', 0));
      const topLevel = db.comments.filter((item) => item.blog_id === blogId && !item.isReply);
      return newestFirst(topLevel, (item) => item.commentedAt)
        .slice(skip, skip + PAGE_SIZES.comments)
        .map((item) => commentView(db, item));
    }),

    open('post', ENDPOINTS.getReplies, ({ db, body, dialect }) => {
      const parent = findComment(db, str(body, '_id'));
      if (!parent) throw notFound('Comment not found');
      const skip = skipOf(num(body, 'skip', 0));
      // Children are kept in the order they were written: oldest first.
      const order = dialect.repliesNewestFirst ? [...parent.children].reverse() : parent.children;
      const replies = order
        .slice(skip, skip + PAGE_SIZES.replies)
        .map((id) => findComment(db, id))
        .filter((item): item is CommentRecord => Boolean(item));
      return { replies: replies.map((item) => commentView(db, item)) };
    }),

    authed('post', ENDPOINTS.deleteComment, ({ db, body, viewer, dialect }) => {
      const target = findComment(db, str(body, '_id'));
      if (!target) throw notFound('Comment not found');
      const blog = findBlogById(db, target.blog_id);
      // The blog's author may delete too: the family checks the blog_author kept on the comment.
      const owner = dialect.keepsSentBlogAuthor ? target.blog_author : blog?.author;
      if (target.commented_by !== viewer._id && owner !== viewer._id) {
        throw forbidden('You can only delete your own comments or comments on your own blog');
      }
      const removed = new Set(withDescendants(db, target).map((item) => item._id));
      db.comments = db.comments.filter((item) => !removed.has(item._id));
      const parent = target.parent ? findComment(db, target.parent) : undefined;
      if (parent) parent.children = parent.children.filter((id) => id !== target._id);
      if (blog) {
        blog.comments = blog.comments.filter((id) => !removed.has(id));
        blog.activity.total_comments = Math.max(0, blog.activity.total_comments - removed.size);
        if (dialect.overwritesParentCount)
          blog.activity.total_parent_comments = target.isReply ? 0 : -1;
        else if (!target.isReply) {
          blog.activity.total_parent_comments = Math.max(
            0,
            blog.activity.total_parent_comments - 1,
          );
        }
      }
      removeNotifications(
        db,
        (item) =>
          (item.comment !== null && removed.has(item.comment)) ||
          (item.replied_on_comment !== null && removed.has(item.replied_on_comment)),
      );
      // A deleted reply sent from the notifications screen leaves the notification itself in place.
      for (const item of db.notifications) {
        if (item.reply !== null && removed.has(item.reply)) item.reply = null;
      }
      return { status: 'done' };
    }),
  ];
}
