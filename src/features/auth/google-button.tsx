import { lazy, Suspense } from 'react';
import { DEMO_GOOGLE_ACCESS_TOKEN } from '@/lib/demo';
import { GoogleMark } from './google-mark';
import { useGoogleSignIn, type SignInGate } from './use-google-sign-in';

/**
 * How 'Continue with Google' can work here (issue 23 item 5). The in-browser mock backend cannot check a real
 * Google token, so in mock mode the demo button is used even when a client id is configured. Elsewhere Google
 * needs a client id; without one, a backend that stands in for Google (our HTTP mock: `VITE_GOOGLE_DEMO=true`)
 * gets the demo token, and any other backend gets no button at all, since it could only refuse the token.
 */
export function googleMode(): 'google' | 'demo' | 'none' {
  if (__MOCK_BACKEND__) return 'demo';
  if (import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim()) return 'google';
  return import.meta.env.VITE_GOOGLE_DEMO === 'true' ? 'demo' : 'none';
}

// Google's library loads only when a client id is configured, and only on this screen.
const GoogleOAuthButton = lazy(() =>
  import('./google-oauth-button').then((mod) => ({ default: mod.GoogleOAuthButton })),
);

/**
 * SPEC §2 'Continue with Google', under its 'or' divider. In demo mode the button sends the demo token, which
 * the mock backend answers with its seeded Google user. `gate`: the screen's one sign-in at a time.
 */
export function GoogleButton({ gate }: { gate: SignInGate }) {
  const mode = googleMode();
  if (mode === 'none') return null;
  return (
    <>
      <div className="my-2 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <hr className="flex-1 border-line" />
        or
        <hr className="flex-1 border-line" />
      </div>
      {mode === 'google' ? (
        <Suspense fallback={<DemoButton gate={gate} disabled />}>
          <GoogleOAuthButton
            clientId={import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim() ?? ''}
            gate={gate}
          />
        </Suspense>
      ) : (
        <DemoButton gate={gate} />
      )}
    </>
  );
}

function DemoButton({ gate, disabled = false }: { gate: SignInGate; disabled?: boolean }) {
  const google = useGoogleSignIn(gate);
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
