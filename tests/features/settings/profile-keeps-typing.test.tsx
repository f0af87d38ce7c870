import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { sessionStore } from '@/lib/session';
import { faults, store } from '@/mocks/node';
import { liveSession, readerSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

/**
 * Edit profile keeps what was typed (docs/decisions/0053): a rename made in another tab reaches the form
 * without undoing what this tab typed, and an Update that finds the session expired finds the changes again
 * after signing in.
 */
const SLOW = { timeout: 10_000 };
const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const reader = () => store.db.users.find((item) => item._id === readerSession._id)!;

async function openEditProfile() {
  const view = renderApp('/settings/edit-profile', { user: readerSession });
  await screen.findByRole('button', { name: 'Update' }, SLOW);
  return view;
}

describe('Edit profile keeps what was typed', { timeout: 20_000 }, () => {
  it('follows a rename made in another tab, keeping the bio typed here, and updates under the new name', async () => {
    const requests = recordRequests();
    await openEditProfile();
    const user = userEvent.setup();
    await user.clear(input('Bio'));
    await user.type(input('Bio'), 'Typed in this tab.');

    // Another tab renames the account; this tab's session follows it.
    act(() => {
      reader().personal_info.username = 'renamed_elsewhere';
      sessionStore.tabs.heard({ ...sessionStore.get()!, username: 'renamed_elsewhere' });
    });
    await waitFor(() => expect(input('Username')).toHaveValue('renamed_elsewhere'), SLOW);
    expect(input('Bio')).toHaveValue('Typed in this tab.');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated', {}, SLOW)).toBeInTheDocument();
    expect(requests.bodies(ENDPOINTS.updateProfile)[0]).toMatchObject({
      username: 'renamed_elsewhere',
      bio: 'Typed in this tab.',
    });
    expect(reader().personal_info.username).toBe('renamed_elsewhere');
  });

  it('finds the changes again after an Update met an expired session and the user signed in', async () => {
    const { router } = await openEditProfile();
    const user = userEvent.setup();
    await user.clear(input('Bio'));
    await user.type(input('Bio'), 'Written as the session ended.');
    await user.clear(input('GitHub'));
    await user.type(input('GitHub'), 'https://github.com/riley');
    faults.set(ENDPOINTS.updateProfile, { kind: 'status', status: 401 }, 1);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, SLOW),
    ).toBeInTheDocument();

    act(() => sessionStore.signIn(liveSession(readerSession)));
    await act(async () => {
      await router.navigate('/settings/edit-profile');
    });
    await screen.findByRole('button', { name: 'Update' }, SLOW);
    expect(input('Bio')).toHaveValue('Written as the session ended.');
    expect(input('GitHub')).toHaveValue('https://github.com/riley');
  });

  it('drops the changes when the writer leaves on purpose', async () => {
    await openEditProfile();
    const user = userEvent.setup();
    const before = reader().personal_info.bio;
    await user.clear(input('Bio'));
    await user.type(input('Bio'), 'Not wanted after all.');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard and settings' });
    await user.click(within(sidebar).getByRole('link', { name: 'Change Password' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without updating?' }, SLOW);
    await user.click(within(question).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { level: 1, name: 'Change Password' }, SLOW);
    await user.click(within(sidebar).getByRole('link', { name: 'Edit Profile' }));
    await screen.findByRole('button', { name: 'Update' }, SLOW);
    expect(input('Bio')).toHaveValue(before);
  });
});
