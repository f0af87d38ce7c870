import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { readerSession, renderApp } from '../../render-app';
import { answerAsFamily } from '../../support/family-server';

/**
 * An Update (edit profile) that meets an expired session raises one error toast, not two: the expiry's
 * (docs/decisions/0059). The form's own goes, whether it came before the expiry was known (the family's 403,
 * checked with a second call) or after it (a 401).
 */
const SLOW = { timeout: 10_000 };
const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const allToasts = () => document.querySelectorAll('[data-toaster] [role="status"]');
const toastTexts = () =>
  [...allToasts()]
    // A dismissed toast fades out (opacity 0 on its wrapper) before it leaves the page.
    .filter((item) => (item.parentElement as HTMLElement).style.opacity !== '0')
    .map((item) => item.textContent ?? '');

async function updateWithExpiredSession() {
  const { router } = renderApp('/settings/edit-profile', { user: readerSession });
  await screen.findByRole('button', { name: 'Update' }, SLOW);
  const user = userEvent.setup();
  await user.clear(input('Bio'));
  await user.type(input('Bio'), 'Written as the session ended.');
  // The session ends on the server (it expired): every token of the reader is refused from now on.
  store.invalidateTokens(readerSession._id);
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, SLOW);
  await screen.findByText('Your session has expired. Please sign in again.', {}, SLOW);
  // Let the form's own catch (which runs after the redirect) have its say.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return router;
}

describe('Update meets an expired session', { timeout: 20_000 }, () => {
  it('shows only the session-expired toast (401, the documented backend)', async () => {
    await updateWithExpiredSession();
    // What the user sees once the redirect and the form's own handling are both done.
    expect(toastTexts()).toEqual(['Your session has expired. Please sign in again.']);
    // The form's toast, faded out, then leaves the page.
    await waitFor(() => expect(allToasts()).toHaveLength(1));
  });

  it("shows only the session-expired toast (the family's 403 for an expired token)", async () => {
    answerAsFamily(ENDPOINTS.updateProfile);
    answerAsFamily(ENDPOINTS.newNotification);
    await updateWithExpiredSession();
    // What the user sees once the redirect and the form's own handling are both done.
    expect(toastTexts()).toEqual(['Your session has expired. Please sign in again.']);
    // The form's toast, faded out, then leaves the page.
    await waitFor(() => expect(allToasts()).toHaveLength(1));
  });
});
