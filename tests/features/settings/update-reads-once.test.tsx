import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { readerSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/**
 * An Update reads the profile as stored once (decision 0060): the read that refreshes the page is the read
 * that says what the server kept. It was asked twice, 5 ms apart: once by the invalidation, once by the
 * check.
 */
describe('Edit profile: Update reads the stored profile once', () => {
  it('sends one get-profile after update-profile when the username stays', async () => {
    const user = userEvent.setup();
    renderApp('/settings/edit-profile', { user: readerSession });
    await screen.findByRole('button', { name: 'Update' });
    const log = recordRequests();
    const bio = screen.getByLabelText('Bio', { selector: 'textarea, input' });
    await user.clear(bio);
    await user.type(bio, 'A new bio.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Profile Updated');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.count(ENDPOINTS.updateProfile)).toBe(1);
    expect(log.bodies(ENDPOINTS.getProfile)).toEqual([{ username: readerSession.username }]);
  });
});
