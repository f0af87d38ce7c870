import { screen, waitFor } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
import { items, openNotifications } from '../../support/notifications-page';
import { recordRequests } from '../../support/sign-in-as';
import { microtasks, outsideAct } from '../../support/quick-hands';

/**
 * Fixed (decision 0060): a notification's Delete pressed twice in a row deletes twice. `remove` guards with
 * `removal.deleting` (notification-card.tsx), a value of the render before: the second click comes before
 * the card is drawn as 'Deleting…', so delete-comment is sent twice for one comment.
 */
describe('notification Delete at a quick hand', () => {
  outsideAct();
  it('a double press sends one delete-comment', async () => {
    await openNotifications();
    const requests = recordRequests();
    const before = items().length;
    const del = screen.getAllByRole('button', { name: /^Delete the comment by/ })[0]!;
    del.click();
    await microtasks();
    del.click();
    await waitFor(() => expect(items().length).toBe(before - 1));
    await new Promise((r) => setTimeout(r, 300));
    expect(requests.count(ENDPOINTS.deleteComment)).toBe(1);
  });
});
