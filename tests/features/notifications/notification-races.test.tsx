import { act, screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
import { sessionStore } from '@/lib/session';
import { recordRequests } from '../../support/sign-in-as';
import { holdAnswers } from '../../support/held-answers';
import { items, openNotifications } from '../../support/notifications-page';

vi.setConfig({ testTimeout: 20_000 });

/**
 * The data-layer audit's findings about /dashboard/notifications: a reply sent while 'Load More' is
 * loading, and the new-notification flag another tab raised.
 */
const bell = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
    name: /^Notifications( \(new\))?$/,
  });
/** Absence of a change can only be seen over time. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

describe('notifications while the list is loading', () => {
  it('keeps a reply sent while Load More is loading, and still shows the next page', async () => {
    const requests = recordRequests();
    const release = holdAnswers(ENDPOINTS.notifications, (body) => Number(body.page) > 1);
    const { user } = await openNotifications();
    expect(items()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.notifications)).toBe(2));
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    await user.type(within(item).getByRole('textbox'), 'Answered while loading');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Answered while loading')).toBeInTheDocument();
    release();

    await waitFor(() => expect(items().length).toBeGreaterThan(10));
    const answered = screen.getByText('Answered while loading').closest('article')!;
    expect(within(answered).getByText('Your reply')).toBeInTheDocument();
    expect(within(answered).queryByRole('button', { name: /^Reply to/ })).toBeNull();
  });
});

describe('the new-notification flag raised by another tab', () => {
  it('stays set on an open Notifications page until its list is loaded again', async () => {
    const { user } = await openNotifications();
    await waitFor(() => expect(sessionStore.get()?.new_notification_available).toBe(false));
    await settle();
    // Another tab's check found something new, which this page does not show.
    act(() =>
      sessionStore.tabs.heard({ ...sessionStore.get()!, new_notification_available: true }),
    );
    await settle();
    expect(sessionStore.get()?.new_notification_available).toBe(true);
    expect(bell()).toHaveAccessibleName('Notifications (new)');

    // Loading the notifications (another filter's list) clears it (SPEC §4).
    await user.click(screen.getByRole('button', { name: 'comment' }));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
    await waitFor(() => expect(sessionStore.get()?.new_notification_available).toBe(false));
    expect(bell()).toHaveAccessibleName('Notifications');
  });
});
