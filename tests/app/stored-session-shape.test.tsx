/**
 * A session kept in sessionStorage (key `user`, SPEC §3) that is partial or of another shape: written by
 * another front end of the family on the same origin (the tutorial's keeps the server's answer as it came),
 * by an older build, or by hand; the same reader takes what another tab sends (session-tabs.ts). It is read
 * field by field as a sign-in answer is (session.ts parse → readSession): no username, or no name and no
 * picture, made every page the route error page; `isAdmin: "false"` offered a reader Write (the session
 * audit, decision 0062).
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@/api/types';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/router';
import { wireSession } from '@/app/providers/session-wiring';
import { createQueryClient } from '@/app/query-client';
import { sessionStore } from '@/lib/session';
import { liveSession, readerSession } from '../render-app';

const SLOW = { timeout: 5_000 };

/** The app opened in a tab whose sessionStorage already holds `stored` under `user`. */
function openWithStored(url: string, stored: unknown) {
  sessionStore.signOut();
  window.sessionStorage.setItem('user', JSON.stringify(stored));
  sessionStore.reload();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [url] });
  wireSession(router, queryClient);
  return render(<App router={router} queryClient={queryClient} />);
}

describe('a stored session of another shape', { timeout: 20_000 }, () => {
  it('without a username: home still shows, not an error page', async () => {
    const partial: Partial<SessionUser> = liveSession(readerSession);
    delete partial.username;
    openWithStored('/', partial);
    await screen.findByRole('button', { name: /Account menu/ }, SLOW);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Footer' }, SLOW)).toBeInTheDocument();
  });

  it('without a full name or picture: home still shows, not an error page', async () => {
    const partial: Partial<SessionUser> = liveSession(readerSession);
    delete partial.fullname;
    delete partial.profile_img;
    openWithStored('/', partial);
    await screen.findByRole('button', { name: /Account menu/ }, SLOW);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Footer' }, SLOW)).toBeInTheDocument();
  });

  it('with isAdmin "false" (a string): a reader is not offered Write', async () => {
    openWithStored('/', { ...liveSession(readerSession), isAdmin: 'false' });
    await screen.findByRole('button', { name: /Account menu/ }, SLOW);
    expect(screen.queryByRole('link', { name: /Write/ })).toBeNull();
    // The footer gives admins 'My Blogs' (SPEC §2): a reader has 'Dashboard'.
    expect(screen.queryByRole('link', { name: 'My Blogs' })).toBeNull();
  });
});
