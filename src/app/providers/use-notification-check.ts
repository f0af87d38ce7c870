import { focusManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkNewNotification } from '@/api/entry-calls';
import { sessionStore, useSession, viewerId } from '@/lib/session';
import { notificationKeys } from '@/lib/query-keys';
import { checkKey, type NotificationCheck } from '@/lib/unseen-title';

/** Issue 17 item 6: a window that regains focus checks again, at most this often. */
export const CHECK_AGAIN_AFTER_MS = 60_000;

// TanStack's focus manager hears only `visibilitychange`: switching between two visible windows would be
// missed. It hears `focus` too (a hidden tab still counts as unfocused: the manager asks visibilityState).
// Only queries that ask for it refetch on focus: the check below (refetchOnWindowFocus is off by default,
// src/app/query-client.ts).
focusManager.setEventListener((handleFocus) => {
  const focused = () => handleFocus();
  window.addEventListener('focus', focused);
  document.addEventListener('visibilitychange', focused);
  return () => {
    window.removeEventListener('focus', focused);
    document.removeEventListener('visibilitychange', focused);
  };
});

/**
 * SPEC §4 notification check: while a token exists, on load and whenever the signed-in user changes, fetch
 * the flag and merge it into the session. Failures are only logged (SPEC §8, the query cache logs them).
 * Issue 17 item 6: also when the window regains focus (focus, or the tab shown again), at most once a
 * minute (refetchOnWindowFocus with a one-minute staleTime); with the flag set it counts all notifications
 * for the title (src/lib/unseen-notifications.ts, docs/decisions/0013, 0022).
 */
export function useNotificationCheck(): void {
  const client = useQueryClient();
  const user = useSession();
  const token = user?.access_token;
  const { data } = useQuery({
    queryKey: checkKey(user),
    queryFn: async (): Promise<NotificationCheck | null> => {
      // Signing out clears the cache while this observer may still run once with the old user: no call
      // is made for a session that has ended (it would only answer 401).
      const asker = sessionStore.get();
      if (!token || !asker || asker.access_token !== token) return null;
      const startedAt = Date.now();
      const { new_notification_available: flag } = await checkNewNotification();
      const counted =
        client.getQueryData(notificationKeys.total(viewerId(asker) ?? '')) !== undefined;
      // The title's count: asked for only with the flag set; with it clear, a known total is kept.
      let unseen: number | null | undefined;
      if ((flag || counted) && sessionStore.token() === token) {
        unseen = await import('@/lib/unseen-notifications').then(
          (module) => module.answerCheck(client, asker, flag),
          (error: unknown) => {
            console.warn(error);
            return null;
          },
        );
      }
      // Issue 29 item 6: some servers never mark notifications seen, so their flag stays set. Nothing newer
      // than what this reader has seen here (the total they last saw, kept per user in this browser) is no
      // news: no dot, no count.
      const news = flag && !(typeof unseen === 'number' && unseen <= 0);
      return { token, flag: news, startedAt, unseen };
    },
    enabled: Boolean(token),
    staleTime: CHECK_AGAIN_AFTER_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  // Merged once the cache holds the answer, so whoever sees the flag also sees when its check began. An
  // answer for a session that has since ended is not merged into the next one.
  useEffect(() => {
    if (data && data.token === sessionStore.token()) {
      sessionStore.update({ new_notification_available: data.flag });
    }
  }, [data]);
}
