/**
 * A Verify answered after the reader left the Verify screen (home, then a blog) signs them in where they are:
 * it no longer takes them off the blog to home, replacing the blog's history entry (verify-email-screen.tsx
 * navigates only while on screen; the late-effects audit, decision 0062). Answered after someone else signed
 * in meanwhile, it keeps their session (the review of the day's changes, 0062).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { sessionStore } from '@/lib/session';
import { DEMO_ACCOUNTS, PENDING_SEED_CODE } from '@/mocks/seed/users';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests, seedBlog } from '../../support/sign-in-as';
import { fillSignIn } from '../../support/sign-in-form';

vi.setConfig({ testTimeout: 30_000 });

const pending = DEMO_ACCOUNTS.pending;

/** The pending account's code typed and Verify pressed, its answer held: answers it when called. */
async function verifyHeld() {
  const requests = recordRequests();
  const view = renderApp(`/verify-email?email=${encodeURIComponent(pending.email)}`);
  await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText('Enter 6-digit code'), PENDING_SEED_CODE);
  const release = holdAnswers(ENDPOINTS.verifyEmail);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(requests.count(ENDPOINTS.verifyEmail)).toBe(1), { timeout: 3000 });
  return { view, user, release };
}

it('a verification answered after the reader moved on leaves them where they are', async () => {
  const { view, release } = await verifyHeld();

  // The reader goes on: home, then a blog.
  await act(() => view.router.navigate('/'));
  const blog = seedBlog(SEED_BLOG_IDS.newest);
  await act(() => view.router.navigate(`/blog/${SEED_BLOG_IDS.newest}`));
  await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 5000 });

  release();
  await waitFor(() => expect(sessionStore.get()?.username).toBe(pending.username), {
    timeout: 3000,
  });
  // The toast is raised with the sign-in; a navigation would follow at once: half a second to show.
  expect(
    await screen.findByText('Email verified successfully', {}, { timeout: 3000 }),
  ).toBeVisible();
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));

  // Still reading the blog they opened.
  expect(view.router.state.location.pathname).toBe(`/blog/${SEED_BLOG_IDS.newest}`);
  expect(screen.getByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
});

it("a verification answered after someone else signed in here keeps that person's session", async () => {
  const { view, user, release } = await verifyHeld();
  // Noah leaves; Riley signs in.
  await act(() => view.router.navigate('/signin'));
  await fillSignIn(user, 'reader');
  await screen.findByRole('button', { name: /Account menu for @riley_chen/ }, { timeout: 5000 });

  // Noah's verification answers now: given a moment to land (nothing shows when it does).
  release();
  await act(() => new Promise((resolve) => setTimeout(resolve, 800)));

  // Riley is still signed in as herself.
  expect(sessionStore.get()?.username).toBe(DEMO_ACCOUNTS.reader.username);
  expect(screen.getByRole('button', { name: /Account menu for @riley_chen/ })).toBeInTheDocument();
});
