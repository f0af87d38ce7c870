import { GoogleOAuthProvider, useGoogleLogin } from '@react-oauth/google';
import { useState } from 'react';
import { GoogleMark } from './google-mark';
import { useGoogleSignIn } from './use-google-sign-in';

/**
 * The real Google button (VITE_GOOGLE_CLIENT_ID set): @react-oauth/google's implicit flow gives an access
 * token for /google-auth. Loaded only on the auth screen. Disabled until Google's script has loaded
 * (calling login before does nothing); closing the popup resets it (PITFALLS: @react-oauth/google).
 */
export function GoogleOAuthButton({ clientId }: { clientId: string }) {
  const [ready, setReady] = useState(false);
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadSuccess={() => setReady(true)}>
      <Inner ready={ready} />
    </GoogleOAuthProvider>
  );
}

function Inner({ ready }: { ready: boolean }) {
  const google = useGoogleSignIn();
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
    onNonOAuthError: () => setOpen(false),
  });
  return (
    <button
      type="button"
      className="btn-secondary w-full"
      disabled={!ready || open || google.busy}
      onClick={() => {
        setOpen(true);
        login();
      }}
    >
      <GoogleMark /> Continue with Google
    </button>
  );
}
