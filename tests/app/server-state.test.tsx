import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { ApiError } from '@/api/errors';
import { shouldRetry } from '@/app/query-client';
import { store } from '@/mocks/node';
import { renderApp } from '../render-app';
import { recordRequests, seedUser, signInAs } from '../support/sign-in-as';

/**
 * Issue 13: server state on TanStack Query as a reader meets it. Back shows what was there without asking
 * again; a like updates every card that shows the blog and asks the server for nothing else; a follow asks
 * again for exactly what it changed.
 */
/** Screens load lazily; on a busy 2-core machine the first one can take more than the default second. */
const SLOW = { timeout: 5000 };
const latestList = () => screen.getByRole('region', { name: 'Latest Blogs' });
const cardLikes = (card: HTMLElement) => Number(/(\d+) likes/.exec(card.textContent ?? '')![1]);

describe('server state', { timeout: 20_000 }, () => {
  it('Back to home shows every page loaded with Load More, without asking again', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const { router } = renderApp('/');
    await within(await screen.findByRole('region', { name: 'Latest Blogs' }, SLOW)).findAllByRole(
      'listitem',
      {},
      SLOW,
    );
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(latestList()).getAllByRole('listitem')).toHaveLength(10));
    const titles = within(latestList())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);

    const card = within(latestList()).getAllByRole('listitem')[7]!;
    await user.click(within(card).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: titles[7]! }, SLOW);
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
    expect(
      within(latestList())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(titles);
    expect(requests.count(ENDPOINTS.latestBlogs)).toBe(2);
    expect(requests.count(ENDPOINTS.allLatestBlogsCount)).toBe(1);
    expect(requests.count(ENDPOINTS.trendingBlogs)).toBe(1);
  });

  it('a like on the blog page moves the count on the home card; only the like is sent', async () => {
    const user = userEvent.setup();
    const session = await signInAs('reader');
    const { router } = renderApp('/', { user: session });
    await within(await screen.findByRole('region', { name: 'Latest Blogs' }, SLOW)).findAllByRole(
      'listitem',
      {},
      SLOW,
    );
    // The first card of a blog this reader has not liked yet.
    const liked = (title: string | null) => {
      const blog = store.db.blogs.find((item) => item.title === title);
      return store.db.likes.some((item) => item.user === session._id && item.blog === blog?._id);
    };
    const cards = within(latestList()).getAllByRole('listitem');
    const index = cards.findIndex((item) => !liked(within(item).getByRole('heading').textContent));
    const card = cards[index]!;
    const title = within(card).getByRole('heading').textContent!;
    const before = cardLikes(card);

    await user.click(within(card).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: title }, SLOW);
    const like = await screen.findByRole('button', { name: /^Like this blog/ }, SLOW);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    const requests = recordRequests();
    await user.click(like);
    expect(
      screen.getByRole('button', { name: `Like this blog (${before + 1} likes)` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
    expect(cardLikes(within(latestList()).getAllByRole('listitem')[index]!)).toBe(before + 1);
    // The server has the like; nothing else was asked again (the reader's favourites list is not shown).
    await waitFor(() => expect(requests.count(ENDPOINTS.likeBlog)).toBe(1));
    expect(requests.count(ENDPOINTS.latestBlogs)).toBe(0);
    expect(requests.count(ENDPOINTS.allLatestBlogsCount)).toBe(0);
    expect(requests.count(ENDPOINTS.trendingBlogs)).toBe(0);
    expect(liked(title)).toBe(true);
  });

  it('a follow asks again for the profile and its followers, and for nothing else', async () => {
    const user = userEvent.setup();
    const session = await signInAs('reader');
    const target = seedUser('zara_ahmed');
    const hana = seedUser('hana_sato');
    target.followers = [hana._id];
    hana.following.push(target._id);
    renderApp('/user/zara_ahmed?tab=followers', { user: session });
    await screen.findByRole('heading', { level: 1, name: 'Zara Ahmed' }, SLOW);
    await within(screen.getByRole('tabpanel')).findAllByRole('listitem', {}, SLOW);
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await screen.findByRole('button', { name: 'Unfollow' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('tabpanel')).getByRole('link', { name: /Riley Chen/ }),
      ).toBeInTheDocument(),
    );
    expect(requests.count(ENDPOINTS.followUser)).toBe(1);
    expect(requests.bodies(ENDPOINTS.getProfile)).toEqual([{ username: 'zara_ahmed' }]);
    expect(requests.bodies(ENDPOINTS.getFollowers)).toEqual([{ page: 1, profileId: target._id }]);
    expect(requests.count(ENDPOINTS.favouriteBlogs)).toBe(0);
    expect(requests.count(ENDPOINTS.searchBlogs)).toBe(0);
  });
});

describe('retry policy (src/app/query-client.ts)', () => {
  const http = (status: number) => new ApiError('http', 'x', status);
  it('never retries a 4xx, a timeout or a malformed answer', () => {
    for (const error of [
      http(400),
      http(401),
      http(404),
      http(500),
      new ApiError('timeout', 'x'),
      new ApiError('malformed', 'x'),
    ]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
  });
  it("retries a gateway's 502, 503 or 504 once", () => {
    for (const status of [502, 503, 504]) {
      expect(shouldRetry(0, http(status))).toBe(true);
      expect(shouldRetry(1, http(status))).toBe(false);
    }
  });
});
