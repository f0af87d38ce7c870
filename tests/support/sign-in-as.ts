import { signIn } from '@/api/auth';
import type { SessionUser } from '@/api/types';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { server, store } from '@/mocks/node';
import { onTestFinished } from 'vitest';

/**
 * Test helpers shared by every area. The mock backend accepts only tokens it issued, so signed-in tests sign a
 * demo account in through the real API function and hand that session to renderApp.
 */
export async function signInAs(who: 'admin' | 'reader' | 'editor'): Promise<SessionUser> {
  const account = DEMO_ACCOUNTS[who];
  return signIn({ email: account.email, password: account.password });
}

export function seedUser(username: string) {
  const user = store.db.users.find((item) => item.personal_info.username === username);
  if (!user) throw new Error(`No seeded user ${username}`);
  return user;
}

export function seedBlog(slug: string) {
  const blog = store.db.blogs.find((item) => item.blog_id === slug);
  if (!blog) throw new Error(`No seeded blog ${slug}`);
  return blog;
}

/** Counts the requests the app sends to each API path while a test runs. */
export function recordRequests(): {
  count: (path: string) => number;
  bodies: (path: string) => unknown[];
} {
  const seen: { path: string; body: unknown }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const entry: { path: string; body: unknown } = { path, body: undefined };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          entry.body = text ? JSON.parse(text) : undefined;
        } catch {
          entry.body = text;
        }
      });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return {
    count: (path) => seen.filter((item) => item.path === path).length,
    bodies: (path) => seen.filter((item) => item.path === path).map((item) => item.body),
  };
}
