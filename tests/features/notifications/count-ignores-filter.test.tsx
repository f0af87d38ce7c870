import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { recordRequests } from '../../support/sign-in-as';
import { openNotifications } from '../../support/notifications-page';

/**
 * A filter whose first page is empty while its count says there are some (a server whose count ignores the
 * filter, or a count gone stale): an empty page ends the list, the first one too. The page read its list
 * again for ever before (hundreds of reads a second), taking the empty list for one emptied by deletions.
 */
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('settles on "Nothing available" when page 1 is empty but the count is 3', async () => {
  await openNotifications();
  server.use(
    http.post(`*${ENDPOINTS.notifications}`, () => HttpResponse.json({ notifications: [] })),
    http.post(`*${ENDPOINTS.allNotificationsCount}`, () => HttpResponse.json({ totalDocs: 3 })),
  );
  const requests = recordRequests();
  await userEvent.setup().click(screen.getByRole('button', { name: 'like' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  // One read of the list (and its count), not hundreds.
  expect(requests.count(ENDPOINTS.notifications)).toBeLessThanOrEqual(2);
  expect(screen.getByText('Nothing available')).toBeInTheDocument();
});
