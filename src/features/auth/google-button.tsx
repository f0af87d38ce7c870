import { lazy, Suspense } from 'react';
import { DEMO_GOOGLE_ACCESS_TOKEN } from '@/lib/demo';
import { GoogleMark } from './google-mark';
import { useGoogleSignIn } from './use-google-sign-in';

// The in-browser mock backend cannot check a real Google token: in mock mode the demo button is used even
// when a client id is configured.
const CLIENT_ID = __MOCK_BACKEND__ ? '' : (import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim() ?? '');

// Google's library loads only when a client id is configured, and only on this screen.
const GoogleOAuthButton = lazy(() =>
  import('./google-oauth-button').then((mod) => ({ default: mod.GoogleOAuthButton })),
);

/**
 * SPEC §2 'Continue with Google'. Without a client id, or in mock mode, Google cannot be reached: the button
 * sends the demo token, which the mock backend answers with its seeded Google user.
 */
export function GoogleButton() {
  if (CLIENT_ID) {
    return (
      <Suspense fallback={<DemoButton disabled />}>
        <GoogleOAuthButton clientId={CLIENT_ID} />
      </Suspense>
    );
  }
  return <DemoButton />;
}

function DemoButton({ disabled = false }: { disabled?: boolean }) {
  const google = useGoogleSignIn();
  return (
    <button
      type="button"
      className="btn-secondary w-full"
      disabled={disabled || google.busy}
      onClick={() => void google.finish(DEMO_GOOGLE_ACCESS_TOKEN)}
    >
      <GoogleMark /> Continue with Google
    </button>
  );
}
