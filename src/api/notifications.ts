import { post } from './client';
import { ENDPOINTS } from '../config/endpoints';
import { isRecord, list, readUserSummary, record, text, totalDocs } from './read';
import type {
  Notification,
  NotificationComment,
  NotificationFilter,
  NotificationType,
} from './types';

const TYPES: readonly NotificationType[] = ['like', 'comment', 'reply'];

function readNotificationComment(value: unknown): NotificationComment | undefined {
  if (typeof value === 'string') return { _id: value, comment: '' };
  if (!isRecord(value)) return undefined;
  return { _id: text(value._id), comment: text(value.comment) };
}

/** The blog's author as an id: a bare id, or a populated user (`{ _id }`); absent on most servers. */
function readAuthorId(value: unknown): string | undefined {
  const id = isRecord(value) ? value._id : value;
  return typeof id === 'string' && id ? id : undefined;
}

export function readNotification(value: unknown): Notification {
  const item = record(value, 'a notification');
  const blog = isRecord(item.blog) ? item.blog : {};
  const type = TYPES.find((t) => t === item.type) ?? 'like';
  const out: Notification = {
    _id: text(item._id),
    type,
    seen: item.seen === true,
    createdAt: text(item.createdAt),
    user: readUserSummary(item.user),
    blog: { _id: text(blog._id), blog_id: text(blog.blog_id), title: text(blog.title) },
  };
  const author = readAuthorId(blog.author);
  if (author) out.blog.author = author;
  const comment = readNotificationComment(item.comment);
  const repliedOn = readNotificationComment(item.replied_on_comment);
  const reply = readNotificationComment(item.reply);
  if (comment) out.comment = comment;
  if (repliedOn) out.replied_on_comment = repliedOn;
  if (reply) out.reply = reply;
  return out;
}

export interface NotificationsQuery {
  page: number;
  filter: NotificationFilter;
  deletedDocCount: number;
}

/**
 * Loading a page marks it seen on the server (API-CONTRACT.md). `deletedDocCount` goes under both spellings,
 * as for the writer's blogs (api/blogs.ts userWrittenBlogs).
 */
export async function getNotifications(q: NotificationsQuery): Promise<Notification[]> {
  const body = await post(
    ENDPOINTS.notifications,
    { ...q, deleteDocCount: q.deletedDocCount },
    { authMode: 'required' },
  );
  return list<unknown>(body, 'notifications', 'the notifications').map(readNotification);
}

export async function allNotificationsCount(filter: NotificationFilter): Promise<number> {
  return totalDocs(
    await post(ENDPOINTS.allNotificationsCount, { filter }, { authMode: 'required' }),
    'the notification count',
  );
}
