import { GoogleOAuthProvider, useGoogleLogin } from '@react-oauth/google';
import { useState } from 'react';
import { GoogleMark } from './google-mark';
import { useGoogleSignIn, type SignInGate } from './use-google-sign-in';

/** Where Google's script stands: its sign-in can start only once it has loaded. */
type Script = 'loading' | 'ready' | 'failed';

/**
 * The real Google button (VITE_GOOGLE_CLIENT_ID set): @react-oauth/google's implicit flow gives an access
 * token for /google-auth. Loaded only on the auth screen. Disabled while Google's script loads (calling login
 * before does nothing); closing the popup resets it (PITFALLS: @react-oauth/google). SPEC §8: any other failure
 * (a blocked popup, Google's script that did not load) says 'Trouble logging in with Google' when pressed.
 */
export function GoogleOAuthButton({ clientId, gate }: { clientId: string; gate: SignInGate }) {
  const [script, setScript] = useState<Script>('loading');
  return (
    <GoogleOAuthProvider
      clientId={clientId}
      onScriptLoadSuccess={() => setScript('ready')}
      onScriptLoadError={() => setScript('failed')}
    >
      <Inner script={script} gate={gate} />
    </GoogleOAuthProvider>
  );
}

function Inner({ script, gate }: { script: Script; gate: SignInGate }) {
  const google = useGoogleSignIn(gate);
  const [open, setOpen] = useState(false);
  const login = useGoogleLogin({
    onSuccess: (answer) => {
      setOpen(false);
      void google.finish(answer.access_token);
    },
    onError: (error) => {
      setOpen(false);
      google.fail(error);
    },
    onNonOAuthError: (error) => {
      setOpen(false);
      // Closing the popup is the person's own choice, not a failure.
      if (error.type !== 'popup_closed') google.fail(error);
    },
  });
  return (
    <button
      type="button"
      className="btn-secondary w-full"
      disabled={script === 'loading' || open || google.busy}
      onClick={() => {
        if (script === 'failed')
          return google.fail(new Error('Google’s sign-in script did not load'));
        setOpen(true);
        login();
      }}
    >
      <GoogleMark /> Continue with Google
    </button>
  );
}
