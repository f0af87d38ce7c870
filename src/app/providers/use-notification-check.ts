import { useEffect } from 'react';
import { checkNewNotification } from '@/api/auth';
import { sessionStore, useSession } from '@/lib/session';

/**
 * SPEC §4 notification check: while a token exists, on load and whenever it changes, fetch the flag and
 * merge it into the session. Failures are only logged (SPEC §8).
 */
export function useNotificationCheck(): void {
  const token = useSession()?.access_token;
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkNewNotification()
      .then((fields) => {
        if (current && sessionStore.token() === token) sessionStore.update(fields);
      })
      .catch((error: unknown) => console.warn('Notification check failed', error));
    return () => {
      current = false;
    };
  }, [token]);
}
