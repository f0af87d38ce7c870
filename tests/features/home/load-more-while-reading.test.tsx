import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

const latest = () => within(screen.getByRole('region', { name: /latest blogs/i }));

/**
 * Back to home more than a minute later shows the pages loaded before and reads them again (STALE.list). A
 * press of Load More during that read used to be lost: TanStack handed back the read instead of the next page.
 */
describe('Load More pressed while the list reads its pages again', () => {
  it('shows it is loading, then the next page once that read is done', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' });
    await waitFor(() => expect(latest().getAllByRole('listitem')).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(latest().getAllByRole('listitem')).toHaveLength(10));

    await act(() => router.navigate('/cookie-policy'));
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + 120_000);
    const release = holdAnswers(ENDPOINTS.latestBlogs, (body) => body.page === 1);
    const requests = recordRequests();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(latest().getAllByRole('listitem')).toHaveLength(10));
    await waitFor(() => expect(requests.count(ENDPOINTS.latestBlogs)).toBe(1));

    const more = screen.getByRole('button', { name: 'Load More' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(latest().getAllByRole('listitem')).toHaveLength(15));
    expect(requests.bodies(ENDPOINTS.latestBlogs)).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }]);
  });
});
