import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@/lib/session';
import { server, store } from '@/mocks/node';
import { adminSession, readerSession, renderApp } from '../../render-app';
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

/**
 * The family's search-users matches usernames only (the tutorial's handler: a regular expression on
 * `personal_info.username`), so looking the account up by its full name found nothing there, and Settings said
 * the profile could not be loaded (decision 0063). The account's own posts name their author as they are now.
 */
describe('Settings after a rename, on a server whose user search matches usernames only', () => {
  it("finds the new username through the account's posts", { timeout: 20_000 }, async () => {
    const admin = store.db.users.find((item) => item._id === adminSession._id)!;
    admin.personal_info.username = 'renamed_admin';
    server.use(
      http.post('*/search-users', async ({ request }) => {
        const { query } = (await request.json()) as { query: string };
        const users = store.db.users
          .filter((user) => new RegExp(query, 'i').test(user.personal_info.username))
          .map(({ personal_info: { fullname, username, profile_img } }) => ({
            personal_info: { fullname, username, profile_img },
          }));
        return HttpResponse.json({ users });
      }),
    );
    renderApp('/settings/edit-profile', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Edit Profile' }, SLOW);
    await waitFor(() => expect(input('Username')).toHaveValue('renamed_admin'), SLOW);
    expect(sessionStore.get()?.username).toBe('renamed_admin');
  });
});
