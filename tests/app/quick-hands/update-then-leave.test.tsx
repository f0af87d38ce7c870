import { screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
import { faults, store } from '@/mocks/node';
import { readerSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { microtasks, outsideAct, typeValue } from '../../support/quick-hands';

/**
 * Edit Profile's Update, then a link away at once (decision 0060). While the update was on its way, the
 * leave question asked 'Leave without updating? … they are lost' about changes being saved, and stayed
 * open after they had been. Now the leaving waits for the answer: saved, the person goes on unasked; not
 * saved, they are asked then.
 */
const question = () => screen.queryByRole('dialog', { name: 'Leave without updating?' });

async function updateThenLeave() {
  const view = renderApp('/settings/edit-profile', { user: readerSession });
  await screen.findByRole('button', { name: 'Update' });
  typeValue(screen.getByLabelText('Bio', { selector: 'textarea' }), 'A bio sent then left');
  await microtasks();
  screen.getByRole('button', { name: 'Update' }).click();
  await microtasks();
  const sidebar = screen.getByRole('navigation', { name: 'Dashboard and settings' });
  within(sidebar).getByRole('link', { name: 'Change Password' }).click();
  await microtasks();
  return view;
}

describe('Update, then leave at a quick hand', () => {
  outsideAct();

  it('saved: goes where it was going, never asked', async () => {
    const release = holdAnswers(ENDPOINTS.updateProfile);
    const view = await updateThenLeave();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(question()).toBeNull();
    expect(view.router.state.location.pathname).toBe('/settings/edit-profile');
    release();
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/settings/change-password'),
    );
    expect(question()).toBeNull();
    const reader = store.db.users.find((user) => user._id === readerSession._id);
    expect(reader?.personal_info.bio).toBe('A bio sent then left');
  });

  it('not saved: asked once the update has failed', async () => {
    faults.set(ENDPOINTS.updateProfile, { kind: 'status', status: 500, body: 'empty' });
    const view = await updateThenLeave();
    await waitFor(() => expect(question()).not.toBeNull());
    expect(view.router.state.location.pathname).toBe('/settings/edit-profile');
  });
});
