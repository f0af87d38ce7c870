import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { faults } from '@/mocks/node';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { readerSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

/**
 * Where the keyboard's focus is after an account form's action (WCAG 2.4.3): a busy button says so
 * (aria-busy, aria-disabled) instead of going `disabled`, which makes a browser drop the focus to <body>
 * (jsdom does not, so the attribute is what is checked); a form replaced by its news gives focus to it.
 * Found by an audit of the account forms.
 */
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

it('Forgot password: after Send New Password, focus is on the news that replaced the form', async () => {
  renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  const user = userEvent.setup();
  await user.type(field('Email'), DEMO_ACCOUNTS.reader.email);
  await user.tab();
  await user.keyboard('{Enter}');
  const news = await screen.findByText(/A new password has been sent to your email\. Please check/);
  await waitFor(() => expect(news).toHaveFocus());
});

it('Sign In from the keyboard: the button keeps the focus while the call is out, and a second Enter sends nothing', async () => {
  faults.set(ENDPOINTS.signIn, { kind: 'delay', ms: 300 }, 1);
  const requests = recordRequests();
  renderApp('/signin');
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  const user = userEvent.setup();
  await user.type(field('Email'), DEMO_ACCOUNTS.reader.email);
  await user.type(field('Password'), 'Wrong123');
  const button = screen.getByRole('button', { name: 'Sign In' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toBeEnabled();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(requests.count(ENDPOINTS.signIn)).toBe(1);
});

it('Change Password from the keyboard: the button keeps the focus while the call is out', async () => {
  faults.set(ENDPOINTS.changePassword, { kind: 'delay', ms: 300 }, 1);
  renderApp('/settings/change-password', { user: readerSession });
  await screen.findByRole('heading', { level: 1, name: 'Change Password' });
  const user = userEvent.setup();
  await user.type(field('Current password'), 'Wrong1234');
  await user.type(field('New password'), 'Better1234');
  const form = screen.getByRole('heading', { level: 1, name: 'Change Password' }).closest('form')!;
  const button = within(form).getByRole('button', { name: 'Change Password' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toBeEnabled();
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  expect(button).toHaveFocus();
});
