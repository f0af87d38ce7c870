import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from '@/components/ui/password-input';

/**
 * SPEC §2 show/hide toggle of password inputs: a button whose words say what it does next, and no pressed
 * state beside them ('Hide password, pressed' says two things at once: WAI-ARIA APG button pattern).
 */
describe('PasswordInput', () => {
  it('shows and hides the password with a button named for what it does next', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="New password" />);
    const field = screen.getByLabelText('New password');
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).not.toHaveAttribute('aria-pressed');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide new password');
    expect(toggle).toHaveTextContent('Hide');
    expect(toggle).not.toHaveAttribute('aria-pressed');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show new password');
  });
});
