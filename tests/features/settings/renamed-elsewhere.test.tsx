import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@/lib/session';
import { store } from '@/mocks/node';
import { readerSession, renderApp } from '../../render-app';
import { allowConsoleError } from '../../support/console';

/**
 * Settings after the username was changed on another device (docs/decisions/0059): this tab's session keeps
 * the old one, and the API reads a profile by username only. Settings finds the account's username now, the
 * session follows it, and another account's profile is never shown as one's own.
 */
const SLOW = { timeout: 10_000 };
const reader = () => store.db.users.find((item) => item._id === readerSession._id)!;
const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('Settings after a rename on another device', { timeout: 20_000 }, () => {
  it('finds the new username: the form shows it, and the session follows', async () => {
    allowConsoleError(/Loading failed/);
    reader().personal_info.username = 'renamed_elsewhere';
    reader().personal_info.bio = 'Written on the other device.';
    renderApp('/settings/edit-profile', { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: 'Edit Profile' }, SLOW);
    await waitFor(() => expect(input('Username')).toHaveValue('renamed_elsewhere'), SLOW);
    expect(input('Bio')).toHaveValue('Written on the other device.');
    expect(sessionStore.get()?.username).toBe('renamed_elsewhere');
    expect(
      screen.getByRole('button', { name: 'Account menu for @renamed_elsewhere' }),
    ).toBeInTheDocument();
  });

  it("never shows another account's profile as one's own when the old username was taken since", async () => {
    const oldName = readerSession.username;
    const someoneElse = store.db.users.find(
      (item) => item._id !== readerSession._id && item.verified && item.personal_info.bio,
    )!;
    const theirBio = someoneElse.personal_info.bio;
    reader().personal_info.username = 'renamed_elsewhere';
    someoneElse.personal_info.username = oldName;
    renderApp('/settings/edit-profile', { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: 'Edit Profile' }, SLOW);
    await waitFor(() => expect(input('Username')).toHaveValue('renamed_elsewhere'), SLOW);
    expect(input('Bio')).not.toHaveValue(theirBio);
    expect(screen.queryByDisplayValue(someoneElse.personal_info.fullname)).toBeNull();
  });

  it('says the profile could not be loaded where no account of that name is this one', async () => {
    allowConsoleError(/Loading failed/);
    reader().personal_info.username = 'renamed_elsewhere';
    reader().personal_info.fullname = 'Someone Else Entirely';
    renderApp('/settings/edit-profile', { user: readerSession });
    expect(
      await screen.findByText('Your profile could not be loaded.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Bio', { selector: 'textarea' })).toBeNull();
  });
});
