import { useCallback, useState } from 'react';
import { formToast, toast } from '@/lib/toast';
import { googleAuth } from '@/api/auth';
import { sessionStore } from '@/lib/session';

export const GOOGLE_FAILURE_TEXT = 'Trouble logging in with Google';

/** Sends Google's access token to /google-auth and stores the answer like a sign-in (SPEC §4, §8). */
export function useGoogleSignIn() {
  const [busy, setBusy] = useState(false);
  const finish = useCallback(async (accessToken: string) => {
    setBusy(true);
    try {
      sessionStore.signIn(await googleAuth(accessToken));
    } catch (error) {
      console.error('Google sign-in failed', error);
      toast.error(GOOGLE_FAILURE_TEXT, formToast('auth'));
    } finally {
      setBusy(false);
    }
  }, []);
  const fail = useCallback((error: unknown) => {
    console.error('Google sign-in failed', error);
    toast.error(GOOGLE_FAILURE_TEXT, formToast('auth'));
  }, []);
  return { busy, finish, fail };
}
