import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkNewNotification } from '@/api/entry-calls';
import { sessionStore, useSession, viewerId } from '@/lib/session';
import { notificationKeys } from '@/lib/query-keys';
import { unseen } from '@/lib/unseen-title';

/** Issue 17 item 6: a window that regains focus checks again, at most this often. */
export const CHECK_AGAIN_AFTER_MS = 60_000;

/**
 * SPEC §4 notification check: while a token exists, on load and whenever the signed-in user changes, fetch
 * the flag and merge it into the session. Failures are only logged (SPEC §8, the query cache logs them).
 * Issue 17 item 6: also when the window regains focus (focus, or the tab shown again), at most once a minute
 * since the last check, whatever started it; with the flag set it counts all notifications for the title
 * (src/lib/unseen-notifications.ts, docs/decisions/0013). Our own listener rather than the query's
 * refetchOnWindowFocus: TanStack's focus manager hears visibilitychange only, and its staleTime counts from
 * the last success, so a failing check would run again at every focus.
 */
export function useNotificationCheck(): void {
  const user = useSession();
  const token = user?.access_token;
  const { refetch } = useQuery({
    queryKey: notificationKeys.flag(viewerId(user) ?? ''),
    queryFn: async () => {
      // Signing out clears the cache while this observer may still run once with the old user: no call
      // is made for a session that has ended (it would only answer 401).
      if (!token || sessionStore.token() !== token) return null;
      unseen.checkStarted = Date.now();
      const fields = await checkNewNotification();
      const flag = fields.new_notification_available;
      // The title's count: asked for only with the flag set; with it clear, a known total is kept.
      if ((flag || unseen.token === token) && sessionStore.token() === token) {
        await import('@/lib/unseen-notifications').then(
          (unseen) => unseen.answerCheck(flag, token),
          (error: unknown) => console.warn(error),
        );
      }
      // An answer for a session that has since ended is not merged into the next one.
      if (sessionStore.token() === token) sessionStore.update(fields);
      return fields;
    },
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (!token) return;
    const checkAgain = () => {
      if (document.visibilityState === 'hidden') return;
      if (Date.now() - unseen.checkStarted < CHECK_AGAIN_AFTER_MS) return;
      // A check still under way (the first one, or one a focus started) answers this one too.
      void refetch({ cancelRefetch: false });
    };
    const listening = new AbortController();
    window.addEventListener('focus', checkAgain, listening);
    document.addEventListener('visibilitychange', checkAgain, listening);
    return () => listening.abort();
  }, [token, refetch]);
}
