import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { readerSession, renderApp } from '../render-app';
import { seedBlog, signInAs } from '../support/sign-in-as';

/**
 * A refusal answered with a 2xx status (only an error's words, or an HTML page: src/api/client.ts answerOf).
 * The write calls whose answer a screen does not read said they had done it (the audit of error paths, 0061):
 * the refusal is said now, and what was typed stays.
 */
vi.setConfig({ testTimeout: 20_000 });
const toaster = () => document.querySelector('[data-toaster]')?.textContent ?? '';
const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('change password: a 200 { error } is said, not "Password Updated", and the fields are kept', async () => {
  server.use(
    http.post(`*${ENDPOINTS.changePassword}`, () =>
      HttpResponse.json({ error: 'Incorrect current password' }),
    ),
  );
  renderApp('/settings/change-password', { user: readerSession });
  await screen.findByRole('heading', { level: 1, name: 'Change Password' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), 'Wrong1234');
  await user.type(screen.getByLabelText('New password'), 'Newpass123');
  await user.click(screen.getAllByRole('button', { name: 'Change Password' }).at(-1)!);
  await waitFor(() => expect(toaster()).not.toMatch(/Updating/));
  expect(toaster()).not.toContain('Password Updated');
  expect(toaster()).toContain('Incorrect current password');
  expect(screen.getByLabelText('Current password')).toHaveValue('Wrong1234');
});

it('sign up: a 200 { error } is said, not "Sign up successful", and stays on the form', async () => {
  server.use(
    http.post(`*${ENDPOINTS.signUp}`, () => HttpResponse.json({ error: 'Email already exists' })),
  );
  const { router } = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Join us today' });
  const user = userEvent.setup();
  await user.type(input('Full name'), 'Ada Lovelace');
  await user.type(input('Email'), 'ada@example.com');
  await user.type(input('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(toaster()).not.toBe(''));
  expect(toaster()).not.toContain('Sign up successful');
  expect(toaster()).toContain('Email already exists');
  expect(router.state.location.pathname).toBe('/signup');
});

it('forgot password: a 200 HTML page (a host without the call) is not "a new password has been sent"', async () => {
  server.use(
    http.post(`*${ENDPOINTS.forgotPassword}`, () =>
      HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
    ),
  );
  renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  const user = userEvent.setup();
  await user.type(input('Email'), DEMO_ACCOUNTS.reader.email);
  await user.click(screen.getByRole('button', { name: 'Send New Password' }));
  await waitFor(() => expect(toaster()).not.toBe(''));
  expect(toaster()).not.toContain('A new password has been sent to your email!');
  expect(screen.getByRole('button', { name: 'Send New Password' })).toBeInTheDocument();
});

it('delete comment: a 200 { error } leaves the comment on screen with the failure said', async () => {
  server.use(
    http.post(`*${ENDPOINTS.deleteComment}`, () =>
      HttpResponse.json({ error: "You can't delete this comment" }),
    ),
  );
  const user = userEvent.setup();
  const session = await signInAs('reader');
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
  await screen.findByRole(
    'heading',
    { level: 1, name: seedBlog(SEED_BLOG_IDS.manyComments).title },
    { timeout: 5000 },
  );
  await user.click(screen.getByRole('button', { name: /^Comments \(\d+\)$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  const cards = () => within(panel).queryAllByRole('article');
  await waitFor(() => expect(cards()).toHaveLength(5));
  const mine = cards().find((card) => within(card).queryByRole('button', { name: /^Delete/ }))!;
  await user.click(within(mine).getByRole('button', { name: /^Delete/ }));
  // What the UI shows for a refused delete (tests/features/comments/comments-failures.test.tsx).
  expect(await within(mine).findByRole('alert')).toHaveTextContent(
    'This comment could not be deleted. Try again.',
  );
  expect(cards()).toHaveLength(5);
});
