/**
 * Shared set-up for the mock backend tests: the MSW Node server with every handler, a fresh seed before
 * each test (PITFALLS: MSW 2) and a token the API client sends for authenticated calls. Self-contained, so
 * it works whether or not tests/setup.ts also starts the server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { signIn } from '@/api/auth';
import { setTokenGetter } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { SessionUser } from '@/api/types';
import { resetStore, server, store } from '@/mocks/node';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import type { OutboxEmail } from '@/mocks/store/types';

export { store };
export { DEMO_ACCOUNTS };
export { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';

let token: string | null = null;

export function setupMockBackend(): void {
  let startedHere = false;
  beforeAll(() => {
    try {
      server.listen({ onUnhandledRequest: 'error' });
      startedHere = true;
    } catch {
      // Already listening: a shared setup file started it.
    }
    setTokenGetter(() => token);
  });
  beforeEach(() => {
    resetStore();
    token = null;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    if (startedHere) server.close();
  });
}

/** Sets (or clears) the bearer token the API client sends. */
export function setToken(value: string | null): void {
  token = value;
}

type Who = keyof typeof DEMO_ACCOUNTS | { email: string; password: string };

const PASSWORDS: Record<string, string> = {
  admin: DEMO_ACCOUNTS.admin.password,
  reader: DEMO_ACCOUNTS.reader.password,
  editor: DEMO_ACCOUNTS.editor.password,
  pending: DEMO_ACCOUNTS.pending.password,
};

/** Signs in through the real API function and makes later calls use that session's token. */
export async function signInAs(who: Who): Promise<SessionUser> {
  const credentials =
    typeof who === 'string'
      ? { email: DEMO_ACCOUNTS[who].email, password: PASSWORDS[who] ?? 'Demo1234' }
      : who;
  token = null;
  const session = await signIn(credentials);
  token = session.access_token;
  return session;
}

export function emailsTo(address: string): OutboxEmail[] {
  return store.db.outbox.filter((email) => email.to === address.toLowerCase());
}

export function lastEmailTo(address: string): OutboxEmail {
  const email = emailsTo(address).at(-1);
  if (!email) throw new Error(`No email was sent to ${address}`);
  return email;
}

/** The seeded user with this username (ids are generated, so tests look them up). */
export function userId(username: string): string {
  const user = store.db.users.find((item) => item.personal_info.username === username);
  if (!user) throw new Error(`No seeded user ${username}`);
  return user._id;
}

export function blogBySlug(slug: string) {
  const blog = store.db.blogs.find((item) => item.blog_id === slug);
  if (!blog) throw new Error(`No seeded blog ${slug}`);
  return blog;
}

/** Awaits a call that must fail with this HTTP status; answers the server's error text. */
export async function failure(call: Promise<unknown>, status: number): Promise<string> {
  const error: unknown = await call.then(
    () => new Error('Expected the call to fail, but it succeeded'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  expect(error.status).toBe(status);
  return error.serverMessage ?? '';
}
