import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';

/**
 * On the sign-in screen: waits for it ('Welcome back'), types a demo account's email and password as a reader
 * does, and presses the form's Sign In (not the navbar's).
 */
export async function fillSignIn(user: UserEvent, who: 'admin' | 'reader' | 'pending' | 'editor') {
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 5_000 });
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), DEMO_ACCOUNTS[who].email);
  await user.type(
    screen.getByLabelText('Password', { selector: 'input' }),
    DEMO_ACCOUNTS[who].password,
  );
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
}
