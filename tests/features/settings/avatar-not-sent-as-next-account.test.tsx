/**
 * An avatar upload still on its way when another account signs in here (a shared computer) is not set as
 * theirs on the server: update-profile-img would go with their token (use-settings.ts useUpdateAvatar checks
 * the account between the upload and the update; the review of the day's changes, decision 0062).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';
import { sessionStore } from '@/lib/session';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { readerSession, renderApp } from '../../render-app';
import { recordRequests, seedUser } from '../../support/sign-in-as';
import { fillSignIn } from '../../support/sign-in-form';

function png(name = 'me.png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7])], name, {
    type: 'image/png',
  });
}

describe('an avatar upload still on its way when another account signs in', () => {
  beforeEach(() => {
    let next = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
    URL.revokeObjectURL = vi.fn();
  });

  it("does not change the next account's picture on the server", async () => {
    const requests = recordRequests();
    // A slow network for the upload's first step: the answer reaches the app when the test says.
    const backend = createHandlers(store, faults);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`*${ENDPOINTS.getUploadUrl}`, async ({ request }) => {
        const answer = await getResponse(backend, request);
        await released;
        return answer;
      }),
    );

    const ameliasPictureBefore = seedUser(DEMO_ACCOUNTS.admin.username).personal_info.profile_img;
    const view = renderApp('/settings/edit-profile', { user: readerSession });
    await screen.findByRole('button', { name: 'Update' }, { timeout: 3000 });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose a profile image'), png());
    await screen.findByAltText('Your new avatar, not uploaded yet', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.getUploadUrl)).toBe(1), { timeout: 3000 });

    // Riley signs out…
    await user.click(screen.getByRole('button', { name: /Account menu for @riley_chen/ }));
    await user.click(await screen.findByRole('button', { name: /Sign Out/ }));
    await waitFor(() => expect(sessionStore.get()).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));

    // …and Amelia signs in.
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }));
    await fillSignIn(user, 'admin');
    await screen.findByRole('button', { name: /Account menu for @amelia_hart/ }, { timeout: 3000 });

    // Riley's upload goes on now.
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));

    // Amelia's picture, as the server keeps it (her profile page, every device), is still hers.
    expect(seedUser(DEMO_ACCOUNTS.admin.username).personal_info.profile_img).toBe(
      ameliasPictureBefore,
    );
  });
});
