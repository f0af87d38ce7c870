import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { SessionUser } from '@/api/types';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/router';
import { wireSession } from '@/app/providers/session-wiring';
import { sessionStore } from '@/lib/session';

export const readerSession: SessionUser = {
  access_token: 'test-reader-token',
  _id: 'user-reader',
  username: 'reader',
  fullname: 'Rita Reader',
  profile_img: 'https://example.com/rita.png',
  isAdmin: false,
  new_notification_available: false,
};

export const adminSession: SessionUser = {
  ...readerSession,
  access_token: 'test-admin-token',
  _id: 'user-admin',
  username: 'admin',
  fullname: 'Ada Admin',
  isAdmin: true,
};

/**
 * Renders the whole app (providers, router, layouts) at `url`, optionally signed in: the screen-level
 * integration helper (bulletproof-react's renderApp).
 */
export function renderApp(url: string, options: { user?: SessionUser | null } = {}) {
  if (options.user) sessionStore.signIn(options.user);
  else sessionStore.signOut();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  wireSession(router);
  const view = render(<App router={router} />);
  return { ...view, router };
}
