/**
 * Creating and removing notifications (SPEC §3 Notification). Nobody is notified of their own actions,
 * as on the real servers' check for new notifications.
 */
import { nextId, nextTimestamp } from './ids';
import type { Db, NotificationRecord } from './types';

type NewNotification = Pick<NotificationRecord, 'type' | 'blog' | 'notification_for' | 'user'> &
  Partial<Pick<NotificationRecord, 'comment' | 'replied_on_comment'>>;

export function addNotification(db: Db, fields: NewNotification): NotificationRecord | null {
  if (fields.notification_for === fields.user) return null;
  const item: NotificationRecord = {
    _id: nextId(db),
    comment: null,
    reply: null,
    replied_on_comment: null,
    ...fields,
    seen: false,
    createdAt: nextTimestamp(db),
  };
  db.notifications.push(item);
  return item;
}

/** Removes the matching notifications; answers how many went. */
export function removeNotifications(db: Db, match: (item: NotificationRecord) => boolean): number {
  const before = db.notifications.length;
  db.notifications = db.notifications.filter((item) => !match(item));
  return before - db.notifications.length;
}
