import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { sessionStore } from '@/lib/session';
import { recordRequests, seedUser } from '../../support/sign-in-as';
import { readerSession, renderApp } from '../../render-app';

/**
 * Issue 29 item 6: servers of the family never mark notifications seen: their flag stays true and every item
 * comes back unseen. This browser remembers, per user, what the reader has seen and opened: the red dot and
 * the title's count show only for newer notifications, and an item opened before is not 'New' again.
 */
vi.setConfig({ testTimeout: 20_000 });

function item(id: string, createdAt: string) {
  const riley = seedUser('riley_chen');
  return {
    _id: id,
    type: 'like',
    seen: false,
    createdAt,
    user: { personal_info: riley.personal_info },
    blog: { _id: `blog-${id}`, blog_id: `slug-${id}`, title: `Blog ${id}` },
  };
}

/** A server that keeps everything unseen, holding `list`. */
function neverSeen(list: ReturnType<typeof item>[]) {
  server.use(
    http.get(`*${ENDPOINTS.newNotification}`, () =>
      HttpResponse.json({ new_notification_available: true }),
    ),
    http.post(`*${ENDPOINTS.notifications}`, () => HttpResponse.json({ notifications: list })),
    http.post(`*${ENDPOINTS.allNotificationsCount}`, () =>
      HttpResponse.json({ totalDocs: list.length }),
    ),
  );
}

const dot = () => screen.queryByTestId('notification-dot');

describe('a server that never marks notifications seen', () => {
  it('shows the dot and count until the reader has seen them; then only for newer ones', async () => {
    const first = [item('n1', '2026-11-26T10:00:00.000Z'), item('n2', '2026-11-26T11:00:00.000Z')];
    neverSeen(first);
    const visit = renderApp('/dashboard/notifications', { user: readerSession });
    const list = await screen.findByRole(
      'list',
      { name: 'Notifications: all' },
      { timeout: 10_000 },
    );
    // The first time, both are new.
    expect(within(list).getAllByText('New:')).toHaveLength(2);
    visit.unmount();

    // Later, the server still says there is something new, and has nothing more: no dot, no count.
    // The session says there is news (as the server's flag did at sign-in): the dot shows until the check
    // has counted, and goes.
    const requests = recordRequests();
    renderApp('/', { user: { ...readerSession, new_notification_available: true } });
    expect(await screen.findByTestId('notification-dot', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(1), {
      timeout: 10_000,
    });
    await waitFor(() => expect(dot()).toBeNull());
    expect(sessionStore.get()?.new_notification_available).toBe(false);
    expect(document.title).not.toMatch(/^\(/);
  });

  it('a newer notification brings the dot back, and only it is new on the page', async () => {
    const older = [item('n1', '2026-11-26T10:00:00.000Z')];
    neverSeen(older);
    const visit = renderApp('/dashboard/notifications', { user: readerSession });
    await screen.findByRole('list', { name: 'Notifications: all' }, { timeout: 10_000 });
    visit.unmount();

    neverSeen([item('n3', '2026-11-27T09:00:00.000Z'), ...older]);
    const home = renderApp('/', { user: readerSession });
    await waitFor(() => expect(dot()).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    home.unmount();

    renderApp('/dashboard/notifications', { user: readerSession });
    const list = await screen.findByRole(
      'list',
      { name: 'Notifications: all' },
      { timeout: 10_000 },
    );
    expect(within(list).getAllByText('New:')).toHaveLength(1);
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('New:');
  });
});

describe('a server that marks notifications seen', () => {
  it('is believed: an unseen item older than one opened here keeps its mark', async () => {
    // The reader opened page 1 here before (its newest item); the server marked those seen. An older
    // notification they never reached is still unseen on the server, and is shown so.
    const opened = Date.parse('2026-11-26T12:00:00.000Z');
    window.localStorage.setItem(
      `${STORAGE_KEYS.notificationsOpened}${readerSession._id}`,
      String(opened),
    );
    const list = [
      { ...item('n3', '2026-11-26T12:00:00.000Z'), seen: true },
      { ...item('n2', '2026-11-26T11:00:00.000Z'), seen: true },
      item('n1', '2026-11-20T09:00:00.000Z'),
    ];
    server.use(
      http.post(`*${ENDPOINTS.notifications}`, () => HttpResponse.json({ notifications: list })),
      http.post(`*${ENDPOINTS.allNotificationsCount}`, () =>
        HttpResponse.json({ totalDocs: list.length }),
      ),
    );
    renderApp('/dashboard/notifications', { user: readerSession });
    const shown = await screen.findByRole(
      'list',
      { name: 'Notifications: all' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(shown).getAllByRole('article')).toHaveLength(3));
    expect(within(shown).getAllByText('New:')).toHaveLength(1);
    expect(within(shown).getAllByRole('article')[2]).toHaveTextContent('New:');
  });
});
