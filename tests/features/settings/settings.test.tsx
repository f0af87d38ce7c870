import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import type { SocialLinks } from '@/api/types';
import { sessionStore } from '@/lib/session';
import { http, HttpResponse } from 'msw';
import { faults, server, store } from '@/mocks/node';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { adminSession, readerSession, renderApp } from '../../render-app';
import { answerAsFamily } from '../../support/family-server';
import { recordRequests } from '../../support/sign-in-as';

const reader = () => {
  const found = store.db.users.find((item) => item._id === readerSession._id);
  if (!found) throw new Error('The reader is not in the store');
  return found;
};
const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const form = () => screen.getByRole('button', { name: 'Update' }).closest('form') as HTMLElement;

async function openEditProfile(user = readerSession) {
  const view = renderApp('/settings/edit-profile', { user });
  await screen.findByRole('heading', { level: 1, name: 'Edit Profile' });
  await screen.findByRole('button', { name: 'Update' });
  return view;
}

function png(name = 'me.png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7])], name, {
    type: 'image/png',
  });
}

describe('edit profile (SPEC §2, §4)', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the preview only needs one to show.
    let next = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the profile: read-only name and email, the username hint, bio counter and links', async () => {
    await openEditProfile();
    const info = reader().personal_info;
    expect(input('Full name')).toHaveValue(info.fullname);
    expect(input('Full name')).toBeDisabled();
    expect(input('Email')).toHaveValue(info.email);
    expect(input('Email')).toBeDisabled();
    expect(input('Username')).toHaveValue(info.username);
    expect(
      screen.getByText('Username will use to search user and will be visible to all users'),
    ).toBeInTheDocument();
    expect(input('Bio')).toHaveValue(info.bio);
    expect(screen.getByText(`${150 - info.bio.length} characters left`)).toBeInTheDocument();
    for (const label of [
      'YouTube',
      'LinkedIn',
      'Facebook',
      'Twitter',
      'GitHub',
      'Instagram',
      'Website',
    ]) {
      expect(input(label)).toHaveAttribute('placeholder', 'https://');
    }
    expect(screen.getByLabelText('Choose a profile image')).toHaveAttribute(
      'accept',
      '.jpeg,.png,.jpg',
    );
  });

  it('counts the bio down and stops at 150 characters', async () => {
    await openEditProfile();
    const user = userEvent.setup();
    await user.clear(input('Bio'));
    expect(screen.getByText('150 characters left')).toBeInTheDocument();
    await user.type(input('Bio'), 'Hello');
    expect(screen.getByText('145 characters left')).toBeInTheDocument();
    await user.clear(input('Bio'));
    await user.click(input('Bio'));
    await user.paste('x'.repeat(160));
    expect(input('Bio')).toHaveValue('x'.repeat(150));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });

  it('checks the username and links before sending (SPEC §5 order)', async () => {
    const requests = recordRequests();
    await openEditProfile();
    const user = userEvent.setup();
    await user.clear(input('Username'));
    await user.type(input('Username'), 'ab');
    await user.clear(input('GitHub'));
    await user.type(input('GitHub'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Username should be al least 3 letters long'),
    ).toBeInTheDocument();
    await user.type(input('Username'), 'c');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Enter a full https:// address for GitHub, or leave it empty'),
    ).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.updateProfile)).toBe(0);
  });

  it('updates the profile; a new username updates the session and the navbar', async () => {
    const requests = recordRequests();
    await openEditProfile();
    const user = userEvent.setup();
    await user.clear(input('Username'));
    await user.type(input('Username'), 'riley_writes');
    await user.clear(input('Bio'));
    await user.type(input('Bio'), 'Reads everything twice.');
    await user.clear(input('GitHub'));
    await user.type(input('GitHub'), 'https://github.com/riley');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(requests.bodies(ENDPOINTS.updateProfile)[0]).toMatchObject({
      username: 'riley_writes',
      bio: 'Reads everything twice.',
      social_links: expect.objectContaining({ github: 'https://github.com/riley' }) as unknown,
    });
    expect(sessionStore.get()?.username).toBe('riley_writes');
    expect(reader().personal_info.username).toBe('riley_writes');
    expect(
      await screen.findByRole('button', { name: 'Account menu for @riley_writes' }),
    ).toBeInTheDocument();
    // What was typed stays on screen.
    expect(input('Username')).toHaveValue('riley_writes');
  });

  it('says which fields the server answered for and did not keep (issue 29 item 7)', async () => {
    // A server of the family whose schema has no LinkedIn: it answers 'updated' and drops it.
    server.use(
      http.post(`*${ENDPOINTS.updateProfile}`, async ({ request }) => {
        const body = (await request.json()) as { social_links: SocialLinks };
        reader().social_links = { ...body.social_links, linkedin: '' };
        return HttpResponse.json({ username: reader().personal_info.username });
      }),
    );
    await openEditProfile();
    const user = userEvent.setup();
    await user.clear(input('LinkedIn'));
    await user.type(input('LinkedIn'), 'https://www.linkedin.com/in/riley');
    await user.clear(input('GitHub'));
    await user.type(input('GitHub'), 'https://github.com/riley');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(await screen.findByText('This server did not keep LinkedIn.')).toBeInTheDocument();
    expect(reader().social_links.github).toBe('https://github.com/riley');
  });

  it('saves x.com, youtu.be and fb.com links on a family server, which takes only <network>.com hosts', async () => {
    answerAsFamily(ENDPOINTS.updateProfile);
    const requests = recordRequests();
    await openEditProfile();
    const user = userEvent.setup();
    const links = {
      Twitter: 'https://x.com/riley_chen',
      YouTube: 'https://youtu.be/dQw4w9WgXcQ?t=42',
      Facebook: 'https://fb.com/riley.chen',
    };
    for (const [label, link] of Object.entries(links)) {
      await user.clear(input(label));
      await user.type(input(label), link);
    }
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    // Refused as typed ('twitter link is invalid…'), then sent once more on the hosts' other names.
    expect(requests.count(ENDPOINTS.updateProfile)).toBe(2);
    expect(reader().social_links).toMatchObject({
      twitter: 'https://twitter.com/riley_chen',
      youtube: 'https://www.youtube.com/watch?t=42&v=dQw4w9WgXcQ',
      facebook: 'https://www.facebook.com/riley.chen',
    });
  });

  it('sends such links as typed where the server takes them (SPEC’s)', async () => {
    const requests = recordRequests();
    await openEditProfile();
    const user = userEvent.setup();
    await user.clear(input('Twitter'));
    await user.type(input('Twitter'), 'https://x.com/riley_chen');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.updateProfile)).toBe(1);
    expect(reader().social_links.twitter).toBe('https://x.com/riley_chen');
  });

  it('asks before leaving with changes not updated; once updated, leaving asks nothing', async () => {
    await openEditProfile();
    const user = userEvent.setup();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard and settings' });
    const away = () => within(sidebar).getByRole('link', { name: 'Change Password' });
    await user.clear(input('Bio'));
    await user.type(input('Bio'), 'Half a new bio');
    await user.click(away());
    const question = await screen.findByRole('dialog', { name: 'Leave without updating?' });
    expect(question).toHaveTextContent('If you leave now, they are lost.');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(input('Bio')).toHaveValue('Half a new bio');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    await user.click(away());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave without updating?' })).toBeNull();
  });

  it("shows the server's refusal (a taken username) and keeps what was typed", async () => {
    await openEditProfile();
    const user = userEvent.setup();
    await user.clear(input('Username'));
    await user.type(input('Username'), DEMO_ACCOUNTS.admin.username);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(input('Username')).toHaveValue(DEMO_ACCOUNTS.admin.username);
    expect(within(form()).getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(sessionStore.get()?.username).toBe(readerSession.username);
  });

  it('falls back to a clear message when the server gives no text', async () => {
    faults.set(ENDPOINTS.updateProfile, { kind: 'status', status: 500, body: 'empty' });
    await openEditProfile();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Could not update the profile. Please try again.'),
    ).toBeInTheDocument();
  });

  it('previews a chosen image, uploads it and updates the navbar avatar', async () => {
    const requests = recordRequests();
    await openEditProfile();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(screen.getByLabelText('Choose a profile image'), png());
    // Shown once the file has been read and found to be an image.
    expect(await screen.findByAltText('Your new avatar, not uploaded yet')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    const [sent] = requests.bodies(ENDPOINTS.updateProfileImg) as { url: string }[];
    expect(sent?.url).toMatch(/^http:\/\/localhost\/mock-uploads\/[^?]+$/);
    await waitFor(() => expect(sessionStore.get()?.profile_img).toBe(sent?.url));
    expect(reader().personal_info.profile_img).toBe(sent?.url);
    const menu = screen.getByRole('button', { name: /Account menu/ });
    expect(menu.querySelector('img')).toHaveAttribute('src', sent?.url);
    // The page's own picture is the new one too, not the one loaded with the profile.
    expect(screen.queryByAltText('Your new avatar, not uploaded yet')).not.toBeInTheDocument();
    const label = screen.getByLabelText('Choose a profile image').closest('label') as HTMLElement;
    expect(label.querySelector('img')).toHaveAttribute('src', sent?.url);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('keeps a picture chosen while the one before it is uploading, ready to upload; focus goes back to choosing', async () => {
    faults.set(ENDPOINTS.updateProfileImg, { kind: 'delay', ms: 600 }, 1);
    await openEditProfile();
    const user = userEvent.setup();
    const chooser = screen.getByLabelText('Choose a profile image');
    await user.upload(chooser, png('first.png'));
    await screen.findByAltText('Your new avatar, not uploaded yet');
    const upload = screen.getByRole('button', { name: 'Upload' });
    await user.click(upload);
    // Busy, said, and still holding the keyboard's focus (not disabled).
    expect(upload).toHaveAttribute('aria-busy', 'true');
    expect(upload).toBeEnabled();
    await user.upload(chooser, png('second.png'));
    await waitFor(() =>
      expect(screen.getByAltText('Your new avatar, not uploaded yet')).toHaveAttribute(
        'src',
        'blob:preview-2',
      ),
    );
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByAltText('Your new avatar, not uploaded yet')).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    expect(upload).toBeEnabled();
    // The second one goes up too; then nothing is left to upload, and focus goes back to choosing.
    await user.click(upload);
    await waitFor(() =>
      expect(screen.queryByAltText('Your new avatar, not uploaded yet')).not.toBeInTheDocument(),
    );
    expect(upload).toBeDisabled();
    expect(chooser).toHaveFocus();
  });

  it('refuses other file types', async () => {
    await openEditProfile();
    const user = userEvent.setup({ applyAccept: false });
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Choose a profile image'), gif);
    expect(await screen.findByText('Choose a .jpeg, .jpg or .png image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file named .png that is not an image, and takes it again once it is one', async () => {
    const requests = recordRequests();
    await openEditProfile();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Choose a profile image');
    await user.upload(input, new File(['just some notes'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Choose a .jpeg, .jpg or .png image')).toBeInTheDocument();
    expect(screen.queryByAltText('Your new avatar, not uploaded yet')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(requests.count(ENDPOINTS.getUploadUrl)).toBe(0);
    await user.upload(input, png());
    expect(await screen.findByAltText('Your new avatar, not uploaded yet')).toBeInTheDocument();
  });

  it('shows an upload failure and lets the user try again', async () => {
    faults.set(ENDPOINTS.getUploadUrl, { kind: 'status', status: 500, body: 'empty' }, 1);
    await openEditProfile();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose a profile image'), png());
    await screen.findByAltText('Your new avatar, not uploaded yet');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Could not upload the image. Please try another.'),
    ).toBeInTheDocument();
    expect(screen.getByAltText('Your new avatar, not uploaded yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
  });

  it('offers Retry when the profile cannot be loaded', async () => {
    faults.set(ENDPOINTS.getProfile, { kind: 'status', status: 500 }, 1);
    renderApp('/settings/edit-profile', { user: readerSession });
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});

describe('settings and the profile page share one read (issue 24 item 4)', () => {
  it('shows the profile the profile page just read, without asking get-profile again', async () => {
    const requests = recordRequests();
    const { router } = renderApp(`/user/${readerSession.username}`, { user: readerSession });
    await screen.findByRole(
      'heading',
      { level: 1, name: readerSession.fullname },
      { timeout: 5000 },
    );
    expect(requests.count(ENDPOINTS.getProfile)).toBe(1);
    await act(() => router.navigate('/settings/edit-profile'));
    await screen.findByRole('button', { name: 'Update' }, { timeout: 5000 });
    expect(input('Username')).toHaveValue(readerSession.username);
    expect(requests.count(ENDPOINTS.getProfile)).toBe(1);
  });
});

describe('change password (SPEC §2)', () => {
  async function openChangePassword() {
    const view = renderApp('/settings/change-password', { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    return view;
  }
  const submit = () =>
    screen
      .getByRole('heading', { level: 1, name: 'Change Password' })
      .closest('form')
      ?.querySelector('button[type="submit"]') as HTMLButtonElement;

  it('has both password fields with show/hide', async () => {
    await openChangePassword();
    const user = userEvent.setup();
    expect(input('Current password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input('New password')).toHaveAttribute('type', 'text');
    expect(submit()).toHaveTextContent('Change Password');
  });

  // A password manager saves the new password for the account it belongs to: the form names that account in
  // a username field of its own, hidden (Chrome: "Password forms should have (optionally hidden) username
  // fields"; the forms audit, decision 0063).
  it('names the account for password managers, in a hidden username field', async () => {
    await openChangePassword();
    const form = screen
      .getByRole('heading', { level: 1, name: 'Change Password' })
      .closest('form')!;
    const account = form.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(account).not.toBeNull();
    expect(account!.value).toBe(DEMO_ACCOUNTS.reader.email);
    expect(account).not.toBeVisible();
    expect(account!.compareDocumentPosition(input('Current password'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('validates in the order of SPEC §5', async () => {
    const requests = recordRequests();
    await openChangePassword();
    const user = userEvent.setup();
    await user.click(submit());
    expect(await screen.findByText('Fill all the inputs')).toBeInTheDocument();
    await user.type(input('Current password'), 'Reader1234');
    await user.type(input('New password'), 'weak');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Password should be 6 to 20 characters long with a numeric, 1 lowercase and 1 uppercase letters',
      ),
    ).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.changePassword)).toBe(0);
  });

  it("shows the server's error and keeps the fields, then updates and clears them", async () => {
    await openChangePassword();
    const user = userEvent.setup();
    await user.type(input('Current password'), 'Wrong1234');
    await user.type(input('New password'), 'Better1234');
    await user.click(submit());
    expect(await screen.findByText('Incorrect current password')).toBeInTheDocument();
    expect(input('Current password')).toHaveValue('Wrong1234');
    expect(submit()).toBeEnabled();
    await user.clear(input('Current password'));
    await user.type(input('Current password'), DEMO_ACCOUNTS.reader.password);
    await user.click(submit());
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(input('Current password')).toHaveValue('');
    expect(input('New password')).toHaveValue('');
    expect(reader().personal_info.password).toBe('Better1234');
  });
});

describe('dashboard and settings sidebar (SPEC §2)', () => {
  it('marks Notifications with a red dot while the server says new ones exist', async () => {
    const mine = () =>
      store.db.notifications.filter((n) => n.notification_for === readerSession._id);
    for (const item of mine()) item.seen = true;
    const first = renderApp('/settings/change-password', { user: readerSession });
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard and settings' });
    // The check on load answers 'none new': no dot.
    await waitFor(() => expect(sessionStore.get()?.new_notification_available).toBe(false));
    expect(within(sidebar).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    first.unmount();

    const someone = mine().find((item) => item.user !== readerSession._id);
    if (!someone) throw new Error('The seed has no notification for the reader');
    someone.seen = false;
    renderApp('/settings/change-password', { user: readerSession });
    const again = await screen.findByRole('navigation', { name: 'Dashboard and settings' });
    await waitFor(() => expect(sessionStore.get()?.new_notification_available).toBe(true));
    expect(
      await within(again).findByRole('link', { name: 'Notifications (new)' }),
    ).toBeInTheDocument();
  });

  it("names the active section on the small screens' menu toggle and opens the menu", async () => {
    renderApp('/settings/change-password', { user: adminSession });
    const toggle = await screen.findByRole('button', { name: 'Change Password', expanded: false });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard and settings' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Blogs',
      expect.stringContaining('Notifications') as unknown,
      'Write',
      'Edit Profile',
      'Change Password',
    ]);
  });
});
