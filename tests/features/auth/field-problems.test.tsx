import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { readerSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

/**
 * SPEC §5's checks give their message as a toast; the field they failed on is marked invalid and takes the
 * focus, so a screen reader names the field too (WCAG 3.3.1, left by 0059's audit). The mark leaves as
 * soon as the field no longer fails. Nothing is sent.
 */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('a form check says which field (WCAG 3.3.1)', () => {
  it('sign-in: the email, then the password, each focused and marked until it is right', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter Email')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');

    await user.type(field('Email'), 'ada@example');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true'); // still not an address
    await user.type(field('Email'), '.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');

    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^Password needs 6-20 chars/)).toBeInTheDocument();
    expect(field('Password')).toHaveFocus();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Password'), 'Secret12');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
    expect(requests.count(ENDPOINTS.signIn)).toBe(0);
  });

  it('sign-up: a short full name is the first field marked', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Join us today' });
    await user.type(field('Full name'), 'Al');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Fullname must be at least 3 letters long')).toBeInTheDocument();
    expect(field('Full name')).toHaveFocus();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('change password: the empty new password', async () => {
    const user = userEvent.setup();
    renderApp('/settings/change-password', { user: readerSession });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    await user.type(field('Current password'), 'Secret12');
    await user.click(
      within(heading.closest('form')!).getByRole('button', { name: 'Change Password' }),
    );
    expect(await screen.findByText('Fill all the inputs')).toBeInTheDocument();
    expect(field('New password')).toHaveFocus();
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('edit profile: a social address that is not one, then a short username', async () => {
    const user = userEvent.setup();
    renderApp('/settings/edit-profile', { user: readerSession });
    await screen.findByRole('button', { name: 'Update' });
    const youtube = field('YouTube');
    await user.clear(youtube);
    await user.type(youtube, 'youtube.com/ada');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Enter a full https:// address for YouTube, or leave it empty'),
    ).toBeInTheDocument();
    expect(youtube).toHaveFocus();
    expect(youtube).toHaveAttribute('aria-invalid', 'true');
    await user.clear(youtube);
    expect(youtube).not.toHaveAttribute('aria-invalid');

    await user.clear(field('Username'));
    await user.type(field('Username'), 'ab{Enter}');
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Username should be al least 3 letters long')).toBeInTheDocument();
  });
});
