import { useCallback } from 'react';
import { formToast, toast } from '@/lib/toast';
import { googleAuth } from '@/api/auth';
import { sessionStore } from '@/lib/session';

export const GOOGLE_FAILURE_TEXT = 'Trouble logging in with Google';

/** Which sign-in of the screen is out, if any: one at a time (auth-screen.tsx). */
export type SignInOut = 'email' | 'google' | null;

/** The screen's one sign-in at a time: what is out, and how to say what is. */
export interface SignInGate {
  out: SignInOut;
  setOut: (out: SignInOut) => void;
}

/**
 * Sends Google's access token to /google-auth and stores the answer like a sign-in (SPEC §4, §8). Not while
 * the screen's other sign-in is out (`gate`): the later answer would replace the session the first made.
 */
export function useGoogleSignIn({ out, setOut }: SignInGate) {
  const finish = useCallback(
    async (accessToken: string) => {
      if (out) return;
      setOut('google');
      try {
        sessionStore.signIn(await googleAuth(accessToken));
      } catch (error) {
        console.error('Google sign-in failed', error);
        toast.error(GOOGLE_FAILURE_TEXT, formToast('auth'));
      } finally {
        setOut(null);
      }
    },
    [out, setOut],
  );
  const fail = useCallback((error: unknown) => {
    console.error('Google sign-in failed', error);
    toast.error(GOOGLE_FAILURE_TEXT, formToast('auth'));
  }, []);
  return { busy: out !== null, finish, fail };
}
