import { NotificationsPage } from '@/features/notifications/notifications-page';

/** SPEC §2 Notifications (/dashboard/notifications), inside the dashboard layout. */
export function Component() {
  return <NotificationsPage />;
}
