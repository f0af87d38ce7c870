/**
 * A Verify answered after the reader left, while someone else signed in meanwhile, does not replace their
 * session with the verified account (verify-email-screen.tsx; the review of the day's changes, 0062).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { sessionStore } from '@/lib/session';
import { DEMO_ACCOUNTS, PENDING_SEED_CODE } from '@/mocks/seed/users';
import { renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests } from '../../support/sign-in-as';
import { fillSignIn } from '../../support/sign-in-form';

vi.setConfig({ testTimeout: 30_000 });

it("a verification answered after someone else signed in here keeps that person's session", async () => {
  const pending = DEMO_ACCOUNTS.pending;
  const requests = recordRequests();
  const view = renderApp(`/verify-email?email=${encodeURIComponent(pending.email)}`);
  await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText('Enter 6-digit code'), PENDING_SEED_CODE);
  const release = holdAnswers(ENDPOINTS.verifyEmail);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(requests.count(ENDPOINTS.verifyEmail)).toBe(1), { timeout: 3000 });

  // Noah leaves; Riley signs in.
  await act(() => view.router.navigate('/signin'));
  await fillSignIn(user, 'reader');
  await screen.findByRole('button', { name: /Account menu for @riley_chen/ }, { timeout: 5000 });

  // Noah's verification answers now.
  release();
  await act(() => new Promise((resolve) => setTimeout(resolve, 800)));

  // Riley is still signed in as herself.
  expect(sessionStore.get()?.username).toBe(DEMO_ACCOUNTS.reader.username);
  expect(screen.getByRole('button', { name: /Account menu for @riley_chen/ })).toBeInTheDocument();
});
