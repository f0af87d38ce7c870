/**
 * On a shared computer, Riley uploads a new profile picture (slow), signs out, and Amelia signs in; then
 * Riley's upload goes on (use-settings.ts useUpdateAvatar; decision 0062):
 * - answered once set, it is merged only into the account that sent it: Amelia's navbar and stored session
 *   keep her own picture, and no 'Uploaded' toast is raised for her (the late-effects audit);
 * - still on its way to storage, it is not set as Amelia's on the server: update-profile-img would go with her
 *   token (the account is checked between the upload and the update; the review of the day's changes).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { sessionStore } from '@/lib/session';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { readerSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests, seedUser } from '../../support/sign-in-as';
import { fillSignIn } from '../../support/sign-in-form';

function png(name = 'me.png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7])], name, {
    type: 'image/png',
  });
}

/**
 * Riley presses Upload with `held`'s answer held back, signs out, and Amelia signs in. Answers Amelia's
 * account menu, the requests seen, and the function that lets the held answer through.
 */
async function uploadThenSwitchAccounts(path: string, method: 'post' | 'get') {
  const requests = recordRequests();
  const release = holdAnswers(path, undefined, method);
  const view = renderApp('/settings/edit-profile', { user: readerSession });
  await screen.findByRole('button', { name: 'Update' }, { timeout: 3000 });
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText('Choose a profile image'), png());
  await screen.findByAltText('Your new avatar, not uploaded yet', {}, { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(requests.count(path)).toBe(1), { timeout: 3000 });

  // Riley signs out through the account menu…
  await user.click(screen.getByRole('button', { name: /Account menu for @riley_chen/ }));
  await user.click(await screen.findByRole('button', { name: /Sign Out/ }));
  await waitFor(() => expect(sessionStore.get()).toBeNull(), { timeout: 3000 });
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));

  // …and Amelia signs in on the sign-in screen.
  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }));
  await fillSignIn(user, 'admin');
  const menu = await screen.findByRole(
    'button',
    { name: /Account menu for @amelia_hart/ },
    { timeout: 3000 },
  );
  expect(sessionStore.get()?.username).toBe('amelia_hart');
  return { menu, requests, release };
}

/** Nothing shows when a late answer lands: it is given a moment to (a server's answer, not a product delay). */
const aMoment = () => act(() => new Promise((resolve) => setTimeout(resolve, 800)));

describe('an avatar upload that goes on after another account signed in', () => {
  beforeEach(() => {
    let next = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
    URL.revokeObjectURL = vi.fn();
  });

  it("answered, does not put the first account's new picture on the next account", async () => {
    const { menu, requests, release } = await uploadThenSwitchAccounts(
      ENDPOINTS.updateProfileImg,
      'post',
    );
    const ameliasPicture = sessionStore.get()?.profile_img;
    release();
    const [sent] = requests.bodies(ENDPOINTS.updateProfileImg) as { url: string }[];
    await aMoment();
    expect(screen.queryByText('Uploaded')).not.toBeInTheDocument();
    // Amelia's navbar still shows Amelia's picture, and her session keeps it.
    expect(menu.querySelector('img')?.getAttribute('src') ?? '').not.toBe(sent?.url);
    expect(sessionStore.get()?.profile_img).toBe(ameliasPicture);
  });

  it("still on its way to storage, does not change the next account's picture on the server", async () => {
    const ameliasPicture = seedUser(DEMO_ACCOUNTS.admin.username).personal_info.profile_img;
    const { release } = await uploadThenSwitchAccounts(ENDPOINTS.getUploadUrl, 'get');
    release();
    await aMoment();
    // Amelia's picture, as the server keeps it (her profile page, every device), is still hers.
    expect(seedUser(DEMO_ACCOUNTS.admin.username).personal_info.profile_img).toBe(ameliasPicture);
  });
});
