import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@/features/auth/rules';
import { SETTINGS_MESSAGES } from '@/features/settings/rules';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { readerSession, renderApp } from '../../render-app';

/**
 * Issue 13, part 8: a form's newest message replaces its older ones, instead of a pile of red toasts over
 * the form (one toast id per form, src/lib/toast.ts formToast).
 */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const main = () => screen.getByRole('main');

/** Forms over several answers from the server: room for a busy machine. */
const WAIT_MS = 3_000;
const JOURNEY_MS = 20_000;

/** Exactly `newest` is on screen, and none of the earlier messages. */
async function expectOnly(newest: string, earlier: string[]) {
  await screen.findByText(newest, {}, { timeout: WAIT_MS });
  expect(screen.getAllByText(newest)).toHaveLength(1);
  for (const text of earlier) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

describe('one toast per form: the newest message replaces the older ones', () => {
  it(
    'sign in: four tries leave one message, then the server error replaces it',
    async () => {
      const user = userEvent.setup();
      renderApp('/signin');
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: WAIT_MS });
      const submit = () => user.click(within(main()).getByRole('button', { name: 'Sign In' }));
      for (let attempt = 0; attempt < 4; attempt += 1) await submit();
      await expectOnly(AUTH_MESSAGES.emailMissing, []);
      await user.type(field('Email'), 'riley@example');
      await submit();
      await expectOnly(AUTH_MESSAGES.emailInvalid, [AUTH_MESSAGES.emailMissing]);
      await user.type(field('Email'), '.com');
      await user.type(field('Password'), 'short');
      await submit();
      await expectOnly(AUTH_MESSAGES.password, [AUTH_MESSAGES.emailInvalid]);
      await user.clear(field('Email'));
      await user.type(field('Email'), DEMO_ACCOUNTS.reader.email);
      await user.clear(field('Password'));
      await user.type(field('Password'), 'Wrong1234');
      await submit();
      await expectOnly('Incorrect password', [AUTH_MESSAGES.password]);
    },
    JOURNEY_MS,
  );

  it(
    "sign up: the success message replaces 'Fullname must be at least 3 letters long'",
    async () => {
      const user = userEvent.setup();
      renderApp('/signup');
      await screen.findByRole('heading', { level: 1, name: 'Join us today' }, { timeout: WAIT_MS });
      await user.type(field('Full name'), 'Al');
      await user.click(within(main()).getByRole('button', { name: 'Sign Up' }));
      await expectOnly(AUTH_MESSAGES.fullname, []);
      await user.type(field('Full name'), 'an Turing');
      await user.type(field('Email'), 'alan@example.com');
      await user.type(field('Password'), 'Secret12');
      await user.click(within(main()).getByRole('button', { name: 'Sign Up' }));
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Verify Your Email' },
        { timeout: WAIT_MS },
      );
      await expectOnly('Verification code sent to your email', [AUTH_MESSAGES.fullname]);
    },
    JOURNEY_MS,
  );

  it(
    'verify email: the newest answer replaces the one before',
    async () => {
      const user = userEvent.setup();
      renderApp(`/verify-email?email=${encodeURIComponent(DEMO_ACCOUNTS.pending.email)}`);
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Verify Your Email' },
        { timeout: WAIT_MS },
      );
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await expectOnly('Please enter the verification code', []);
      await user.type(screen.getByPlaceholderText('Enter 6-digit code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      const wrong = 'Invalid verification code. Check the latest email or resend the code.';
      await expectOnly(wrong, ['Please enter the verification code']);
      await user.click(screen.getByRole('button', { name: 'Resend Code' }));
      await expectOnly('New code sent! Check your email.', [wrong]);
    },
    JOURNEY_MS,
  );

  it(
    'forgot password: the success replaces the error',
    async () => {
      const user = userEvent.setup();
      renderApp('/forgot-password');
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Forgot Password' },
        { timeout: WAIT_MS },
      );
      await user.type(field('Email'), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Send New Password' }));
      await expectOnly('Email not found', []);
      await user.clear(field('Email'));
      await user.type(field('Email'), DEMO_ACCOUNTS.reader.email);
      await user.click(screen.getByRole('button', { name: 'Send New Password' }));
      await expectOnly('A new password has been sent to your email!', ['Email not found']);
    },
    JOURNEY_MS,
  );

  it(
    'change password: checks, the server error and the success share one toast',
    async () => {
      const user = userEvent.setup();
      renderApp('/settings/change-password', { user: readerSession });
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Change Password' },
        { timeout: WAIT_MS },
      );
      // The menu toggle of small screens is named after the page too: the form's own button.
      const form = () => field('Current password').closest('form') as HTMLElement;
      const send = () =>
        user.click(within(form()).getByRole('button', { name: 'Change Password' }));
      await send();
      await send();
      await expectOnly(SETTINGS_MESSAGES.fillAll, []);
      await user.type(field('Current password'), 'Wrong1234');
      await user.type(field('New password'), 'weak');
      await send();
      await expectOnly(SETTINGS_MESSAGES.password, [SETTINGS_MESSAGES.fillAll]);
      await user.clear(field('New password'));
      await user.type(field('New password'), 'Better1234');
      await send();
      await expectOnly('Incorrect current password', [SETTINGS_MESSAGES.password]);
      await user.clear(field('Current password'));
      await user.type(field('Current password'), DEMO_ACCOUNTS.reader.password);
      await send();
      await expectOnly('Password Updated', ['Incorrect current password']);
    },
    JOURNEY_MS,
  );

  it(
    'edit profile: the success replaces the check that failed before',
    async () => {
      const user = userEvent.setup();
      renderApp('/settings/edit-profile', { user: readerSession });
      await screen.findByRole('button', { name: 'Update' }, { timeout: WAIT_MS });
      await user.clear(field('Username'));
      await user.type(field('Username'), 'ab');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await expectOnly(SETTINGS_MESSAGES.username, []);
      await user.type(field('Username'), 'cdef');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await expectOnly('Profile Updated', [SETTINGS_MESSAGES.username]);
    },
    JOURNEY_MS,
  );

  it(
    'avatar upload: a refused file twice is one message, and the upload replaces it',
    async () => {
      let next = 0;
      URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
      URL.revokeObjectURL = vi.fn();
      const user = userEvent.setup({ applyAccept: false });
      renderApp('/settings/edit-profile', { user: readerSession });
      await screen.findByRole('button', { name: 'Update' }, { timeout: WAIT_MS });
      const chooser = screen.getByLabelText('Choose a profile image');
      const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
      await user.upload(chooser, gif);
      await user.upload(chooser, new File(['GIF89a'], 'you.gif', { type: 'image/gif' }));
      const refused = 'Choose a .jpeg, .jpg or .png image';
      await expectOnly(refused, []);
      const png = new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
        'me.png',
        {
          type: 'image/png',
        },
      );
      await user.upload(chooser, png);
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      await expectOnly('Uploaded', [refused]);
    },
    JOURNEY_MS,
  );
});
