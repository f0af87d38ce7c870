/**
 * Verify with no code says SPEC's message, and marks and focuses the code field, as the other forms' checks
 * do (decision 0060; the forms audit, 0062).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { renderApp } from '../../render-app';

describe('Verify with no code (SPEC §5)', () => {
  it('says the message, and focuses and marks the code field', async () => {
    renderApp(`/verify-email?email=${encodeURIComponent(DEMO_ACCOUNTS.pending.email)}`);
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }, { timeout: 3000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Please enter the verification code', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus(), { timeout: 3000 });
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });
});
