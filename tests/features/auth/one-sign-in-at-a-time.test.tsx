import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { sessionStore } from '@/lib/session';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests } from '../../support/sign-in-as';

/**
 * Sign In and 'Continue with Google' are never both out (docs/decisions/0059): the later answer would replace
 * the session the first made, signed in as someone else than the user asked for first.
 */
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('one sign-in at a time', { timeout: 20_000 }, () => {
  it("does not send Google's sign-in while the email sign-in is under way", async () => {
    const requests = recordRequests();
    const release = holdAnswers(ENDPOINTS.signIn);
    const { router } = renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    const user = userEvent.setup();
    await user.type(field('Email'), DEMO_ACCOUNTS.reader.email);
    await user.type(field('Password'), DEMO_ACCOUNTS.reader.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.signIn)).toBe(1));
    // The first answer is slow; the user (or a second click) presses Google too.
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await user.click(google);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // One sign-in reaches the server, and the session is the one the user asked for first.
    expect({
      googleAuth: requests.count(ENDPOINTS.googleAuth),
      signedInAs: sessionStore.get()?.username,
    }).toEqual({ googleAuth: 0, signedInAs: DEMO_ACCOUNTS.reader.username });
    expect(sessionStore.get()?.username).toBe(DEMO_ACCOUNTS.reader.username);
  });

  it('does not send the email sign-in while Google’s sign-in is under way', async () => {
    const requests = recordRequests();
    const release = holdAnswers(ENDPOINTS.googleAuth);
    renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    const user = userEvent.setup();
    await user.type(field('Email'), DEMO_ACCOUNTS.reader.email);
    await user.type(field('Password'), DEMO_ACCOUNTS.reader.password);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.googleAuth)).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await waitFor(() => expect(sessionStore.get()).not.toBeNull());
    expect({
      signIn: requests.count(ENDPOINTS.signIn),
      signedInAs: sessionStore.get()?.username,
    }).toEqual({ signIn: 0, signedInAs: DEMO_ACCOUNTS.google.username });
    expect(sessionStore.get()?.username).toBe(DEMO_ACCOUNTS.google.username);
  });
});
