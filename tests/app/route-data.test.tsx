import { act, screen, waitFor } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../render-app';
import { recordRequests, seedBlog, seedUser } from '../support/sign-in-as';

/**
 * src/app/route-data.ts: a blog's and a profile's own data is asked for by the route's loader as the
 * navigation starts. Each visit is still exactly one read, and what changes only the query string or the
 * hash (a profile's tab, a blog's anchor) asks nothing again.
 */
describe("a page's own data, asked for as the navigation starts", () => {
  it('is asked for once per visit of a blog, and again for another blog or a new visit', async () => {
    const requests = recordRequests();
    const first = seedBlog(SEED_BLOG_IDS.newest);
    const { router } = renderApp(`/blog/${first.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: first.title });
    expect(requests.count(ENDPOINTS.getBlog)).toBe(1);
    expect(requests.bodies(ENDPOINTS.getBlog)[0]).toEqual({ blog_id: first.blog_id });

    // An anchor of the same blog, or a query string: the same visit.
    await act(() => router.navigate(`/blog/${first.blog_id}#somewhere`));
    await act(() => router.navigate(`/blog/${first.blog_id}?from=share`));
    expect(screen.getByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.getBlog)).toBe(1);

    // Leaving and coming back is a new visit, so a new read.
    await act(() => router.navigate('/'));
    await act(() => router.navigate(`/blog/${first.blog_id}`));
    await screen.findByRole('heading', { level: 1, name: first.title });
    await waitFor(() => expect(requests.count(ENDPOINTS.getBlog)).toBe(2));
  });

  it("asks for a profile once, however its tabs change, and for the next person's on the way", async () => {
    const requests = recordRequests();
    const { router } = renderApp('/user/amelia_hart');
    await screen.findByRole('heading', { level: 1, name: 'Amelia Hart' });
    expect(requests.count(ENDPOINTS.getProfile)).toBe(1);
    await act(() => router.navigate('/user/amelia_hart?tab=about'));
    await act(() => router.navigate('/user/amelia_hart?tab=followers'));
    expect(requests.count(ENDPOINTS.getProfile)).toBe(1);

    const other = seedUser('zara_ahmed').personal_info;
    await act(() => router.navigate(`/user/${other.username}`));
    await screen.findByRole('heading', { level: 1, name: other.fullname });
    expect(requests.count(ENDPOINTS.getProfile)).toBe(2);
    expect(requests.bodies(ENDPOINTS.getProfile)[1]).toEqual({ username: other.username });
  });
});
