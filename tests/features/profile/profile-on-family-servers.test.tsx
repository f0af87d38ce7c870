/**
 * Issue 23 item 4 on the profile page: the family's servers answer an unknown username with 200 `null`, and
 * a call they lack with Express's HTML 404 page.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FOLLOW_NOT_OFFERED_TEXT } from '@/features/profile/use-profile';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { readerSession, renderApp } from '../../render-app';

describe('profile answers of the family’s servers', () => {
  it("shows 200 null as the profile's not-found state, not a connection problem", async () => {
    server.use(http.post(`*${ENDPOINTS.getProfile}`, () => HttpResponse.json(null)));
    renderApp('/user/nobody_here');
    expect(
      await screen.findByRole('heading', { name: 'Profile not found' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });

  it('says plainly that a call the server lacks (its HTML 404 page) is not offered, without Retry', async () => {
    server.use(
      http.post(
        `*${ENDPOINTS.getProfile}`,
        () =>
          new HttpResponse(
            '<!DOCTYPE html><html><body><pre>Cannot POST /get-profile</pre></body></html>',
            {
              status: 404,
              headers: { 'Content-Type': 'text/html' },
            },
          ),
      ),
    );
    renderApp('/user/amelia_hart');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This profile could not be loaded' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('This server does not offer this.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Cannot POST/)).not.toBeInTheDocument();
  });
});

/** Issue 29 item 4: calls the family's servers lack (API-CONTRACT.md), known missing at their first answer. */
describe('calls the server lacks', { timeout: 20_000 }, () => {
  const htmlNotFound = (path: string) =>
    http.post(
      `*${path}`,
      () =>
        new HttpResponse(
          `<!DOCTYPE html><html><body><pre>Cannot POST ${path}</pre></body></html>`,
          {
            status: 404,
            headers: { 'Content-Type': 'text/html' },
          },
        ),
    );

  it('the tabs say the server does not keep the list, and the call is not asked again', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    server.use(
      htmlNotFound(ENDPOINTS.favouriteBlogs),
      htmlNotFound(ENDPOINTS.favouriteBlogsCount),
      htmlNotFound(ENDPOINTS.getFollowers),
      htmlNotFound(ENDPOINTS.getFollowersCount),
    );
    const user = userEvent.setup();
    renderApp('/user/amelia_hart', { user: readerSession });
    await user.click(await screen.findByRole('tab', { name: 'Followers' }, { timeout: 10_000 }));
    expect(await screen.findByText('This server does not keep followers.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Favourite Blogs' }));
    expect(await screen.findByText('This server does not keep favourite blogs.')).toBeVisible();
    const before = asked.filter((path) => path === ENDPOINTS.getFollowers).length;
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    expect(await screen.findByText('This server does not keep followers.')).toBeVisible();
    expect(asked.filter((path) => path === ENDPOINTS.getFollowers)).toHaveLength(before);
    server.events.removeAllListeners();
  });

  it('Follow says the server does not offer it, and goes', async () => {
    server.use(htmlNotFound(ENDPOINTS.followUser), htmlNotFound(ENDPOINTS.unfollowUser));
    const user = userEvent.setup();
    renderApp('/user/amelia_hart', { user: readerSession });
    const follow = { name: /^(Follow|Unfollow)$/ };
    await user.click(await screen.findByRole('button', follow, { timeout: 10_000 }));
    expect(await screen.findByText(FOLLOW_NOT_OFFERED_TEXT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', follow)).not.toBeInTheDocument());
  });
});
