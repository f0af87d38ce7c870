/**
 * Notifications (SPEC §2 Notifications, §4 notification check; API-CONTRACT.md shape). Loading a page marks
 * its items seen, but answers them as they were, so the screen can still mark the new ones.
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import type { NotificationType } from '../../api/types';
import { PAGE_SIZES } from '../store/rules';
import type { Db, NotificationRecord, UserRecord } from '../store/types';
import {
  findBlogById,
  findComment,
  findUser,
  hasUnseenNotifications,
  newestFirst,
  pageOf,
  userSummary,
} from '../store/views';
import { num, str, type Router } from './route';

const TYPES: readonly NotificationType[] = ['like', 'comment', 'reply'];

function forViewer(db: Db, viewer: UserRecord, filter: string): NotificationRecord[] {
  const type = TYPES.find((item) => item === filter);
  return newestFirst(
    db.notifications.filter(
      (item) =>
        item.notification_for === viewer._id &&
        item.user !== viewer._id &&
        (!type || item.type === type),
    ),
    (item) => item.createdAt,
  );
}

function commentRef(db: Db, id: string | null) {
  const comment = id ? findComment(db, id) : undefined;
  return comment ? { _id: comment._id, comment: comment.comment } : undefined;
}

function view(db: Db, item: NotificationRecord) {
  const blog = findBlogById(db, item.blog);
  const comment = commentRef(db, item.comment);
  const repliedOn = commentRef(db, item.replied_on_comment);
  const reply = commentRef(db, item.reply);
  return {
    _id: item._id,
    type: item.type,
    seen: item.seen,
    createdAt: item.createdAt,
    user: userSummary(findUser(db, item.user)),
    // The blog's author too, as a server that populates it does: the screen offers Delete on a reply's
    // notification only on the viewer's own blog (SPEC §6, issue 23 item 6).
    blog: {
      _id: item.blog,
      blog_id: blog?.blog_id ?? '',
      title: blog?.title ?? '',
      ...(blog ? { author: blog.author } : {}),
    },
    ...(comment ? { comment } : {}),
    ...(repliedOn ? { replied_on_comment: repliedOn } : {}),
    ...(reply ? { reply } : {}),
  };
}

export function notificationHandlers({ authed }: Router): HttpHandler[] {
  return [
    authed('get', ENDPOINTS.newNotification, ({ db, viewer }) => ({
      new_notification_available: hasUnseenNotifications(db, viewer._id),
    })),

    authed('post', ENDPOINTS.notifications, ({ db, body, viewer, dialect }) => {
      const page = pageOf(
        forViewer(db, viewer, str(body, 'filter')),
        num(body, 'page', 1),
        PAGE_SIZES.notifications,
        num(body, 'deletedDocCount', 0),
      );
      const answer = page.map((item) => view(db, item));
      // Some of the family's servers never mark them seen (decision 0018).
      if (dialect.marksNotificationsSeen) for (const item of page) item.seen = true;
      return { notifications: answer };
    }),

    authed('post', ENDPOINTS.allNotificationsCount, ({ db, body, viewer }) => ({
      totalDocs: forViewer(db, viewer, str(body, 'filter')).length,
    })),
  ];
}
