/**
 * The real Google button (VITE_GOOGLE_CLIENT_ID set). Google cannot be reached here: a stand-in for its script
 * (`google.accounts.oauth2`, what @react-oauth/google calls) answers as Google's popup would, and the library
 * itself runs as it does in the app. SPEC §8: a failure says 'Trouble logging in with Google' (and is logged);
 * a popup the person closed is no failure.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppToaster } from '@/app/providers/app-toaster';
import { GoogleOAuthButton } from '@/features/auth/google-oauth-button';
import type { SignInOut } from '@/features/auth/use-google-sign-in';
import { sessionStore } from '@/lib/session';
import { DEMO_GOOGLE_ACCESS_TOKEN } from '@/lib/demo';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { allowConsoleError } from '../../support/console';

type Popup =
  { access_token: string } | { nonOAuth: 'popup_failed_to_open' | 'popup_closed' | 'unknown' };

interface TokenClientConfig {
  callback: (answer: { access_token: string }) => void;
  error_callback?: (error: { type: string }) => void;
}

/** Google's script as loaded: each press of the button opens a "popup" that answers `popup`. */
function standInForGoogle(popup: Popup) {
  const google = {
    accounts: {
      oauth2: {
        initTokenClient: (config: TokenClientConfig) => ({
          requestAccessToken: () =>
            setTimeout(() =>
              'nonOAuth' in popup
                ? config.error_callback?.({ type: popup.nonOAuth })
                : config.callback(popup),
            ),
        }),
      },
    },
  };
  Object.assign(window, { google });
}

function googleScript(): HTMLScriptElement {
  const script = document.querySelector<HTMLScriptElement>('script[src*="accounts.google.com"]');
  if (!script) throw new Error("Google's script was not requested");
  return script;
}

/** The button with the auth screen's one-sign-in-at-a-time state around it. */
function Gated() {
  const [out, setOut] = useState<SignInOut>(null);
  return (
    <GoogleOAuthButton clientId="inkwell-test.apps.googleusercontent.com" gate={{ out, setOut }} />
  );
}

function renderButton() {
  render(
    <>
      <Gated />
      <AppToaster />
    </>,
  );
  return screen.getByRole('button', { name: 'Continue with Google' });
}

// The library removes its script tag itself when the button unmounts.
afterEach(() => void Reflect.deleteProperty(window, 'google'));

describe('the Google button with a client id', () => {
  it('waits for Google’s script, then signs in with the token the popup gives', async () => {
    const button = renderButton();
    expect(button).toBeDisabled();
    standInForGoogle({ access_token: DEMO_GOOGLE_ACCESS_TOKEN });
    act(() => void googleScript().dispatchEvent(new Event('load')));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() => expect(sessionStore.get()?.username).toBe(DEMO_ACCOUNTS.google.username));
  });

  it.each(['popup_failed_to_open', 'unknown'] as const)(
    "says 'Trouble logging in with Google' when the popup fails (%s)",
    async (failure) => {
      allowConsoleError(/^Google sign-in failed/);
      const logged = vi.spyOn(console, 'error');
      const button = renderButton();
      standInForGoogle({ nonOAuth: failure });
      act(() => void googleScript().dispatchEvent(new Event('load')));
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.setup().click(button);
      expect(await screen.findByText('Trouble logging in with Google')).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('Google sign-in failed', { type: failure });
      expect(button).toBeEnabled();
      expect(sessionStore.get()).toBeNull();
    },
  );

  it('says nothing when the person closes the popup, and can be pressed again', async () => {
    const button = renderButton();
    standInForGoogle({ nonOAuth: 'popup_closed' });
    act(() => void googleScript().dispatchEvent(new Event('load')));
    await waitFor(() => expect(button).toBeEnabled());
    const user = userEvent.setup();
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('Trouble logging in with Google')).not.toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it("says 'Trouble logging in with Google' when Google's script did not load", async () => {
    allowConsoleError(/^Google sign-in failed/);
    const button = renderButton();
    act(() => void googleScript().dispatchEvent(new Event('error')));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(await screen.findByText('Trouble logging in with Google')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });
});
