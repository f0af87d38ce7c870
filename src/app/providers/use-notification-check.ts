import { useQuery } from '@tanstack/react-query';
import { checkNewNotification } from '@/api/auth';
import { sessionStore, useSession } from '@/lib/session';
import { notificationKeys } from '@/lib/query-keys';

/**
 * SPEC §4 notification check: while a token exists, on load and whenever the signed-in user changes, fetch
 * the flag and merge it into the session. Failures are only logged (SPEC §8, the query cache logs them).
 */
export function useNotificationCheck(): void {
  const user = useSession();
  const token = user?.access_token;
  useQuery({
    queryKey: notificationKeys.flag(user?._id ?? ''),
    queryFn: async () => {
      // Signing out clears the cache while this observer may still run once with the old user: no call
      // is made for a session that has ended (it would only answer 401).
      if (!token || sessionStore.token() !== token) return null;
      const fields = await checkNewNotification();
      // An answer for a session that has since ended is not merged into the next one.
      if (sessionStore.token() === token) sessionStore.update(fields);
      return fields;
    },
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });
}
