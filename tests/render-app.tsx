import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@/api/types';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/router';
import { wireSession } from '@/app/providers/session-wiring';
import { createQueryClient } from '@/app/query-client';
import { sessionStore } from '@/lib/session';
import { store } from '@/mocks/node';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';

/** A session of a seeded user, the way sign-in would answer it (the token is issued per test). */
function seedSession(username: string, isAdmin: boolean): SessionUser {
  const user = store.db.users.find((item) => item.personal_info.username === username);
  if (!user) throw new Error(`No seeded user ${username}`);
  return {
    access_token: 'issued-per-test',
    _id: user._id,
    username,
    fullname: user.personal_info.fullname,
    profile_img: user.personal_info.profile_img,
    isAdmin,
    new_notification_available: false,
    personal_info: {
      fullname: user.personal_info.fullname,
      username,
      profile_img: user.personal_info.profile_img,
      email: user.personal_info.email,
    },
  };
}

/** Gives a seeded user's session a token the mock backend accepts (the store is reset per test). */
export function liveSession(user: SessionUser): SessionUser {
  const known = store.db.users.some((item) => item._id === user._id);
  return known ? { ...user, access_token: store.issueToken(user._id) } : user;
}

export const readerSession: SessionUser = seedSession(DEMO_ACCOUNTS.reader.username, false);
export const adminSession: SessionUser = seedSession(DEMO_ACCOUNTS.admin.username, true);

/**
 * Renders the whole app (providers, router, layouts) at `url`, optionally signed in: the screen-level
 * integration helper (bulletproof-react's renderApp).
 */
export function renderApp(url: string, options: { user?: SessionUser | null } = {}) {
  if (options.user) sessionStore.signIn(liveSession(options.user));
  else sessionStore.signOut();
  // A new cache for every render: no test sees what another one loaded.
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [url] });
  wireSession(router, queryClient);
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
