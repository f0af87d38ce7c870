/**
 * The mock's real-HTTP host in the tutorial dialect (MOCK_PROFILE=tutorial, decision 0018), for tests that
 * check what the family's servers send: raw requests, raw answers (status, headers, JSON or text).
 */
import { bypass } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startHttpServer, type RunningHttpServer } from '@/mocks/http-server';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';

export { DEMO_ACCOUNTS };

let running: RunningHttpServer;

export function setupTutorialServer(): { readonly server: RunningHttpServer } {
  beforeAll(async () => {
    running = await startHttpServer({ port: 0, host: '127.0.0.1', profile: 'tutorial' });
  });
  afterAll(() => running.close());
  beforeEach(async () => {
    await call('/__test/reset');
  });
  return {
    get server() {
      return running;
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

/** A POST with a JSON body (GET when `body` is undefined and the path is a GET call), past in-process MSW. */
export async function call(
  path: string,
  body: unknown = {},
  token?: string,
  method = 'POST',
): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(
    bypass(
      new Request(`${running.url}${path}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(body),
      }),
    ),
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

type Account = 'admin' | 'reader' | 'editor';
const PASSWORDS: Record<Account, string> = {
  admin: DEMO_ACCOUNTS.admin.password,
  reader: DEMO_ACCOUNTS.reader.password,
  editor: DEMO_ACCOUNTS.editor.password,
};

/** Signs in over HTTP; answers the token. */
export async function tokenOf(who: Account): Promise<string> {
  const answer = await call('/signin', {
    email: DEMO_ACCOUNTS[who].email,
    password: PASSWORDS[who],
  });
  return (answer.json as { access_token: string }).access_token;
}

/** The payload of a JWT-shaped token, decoded without verifying (as a client may). */
export function jwtPayload(token: string): unknown {
  const part = token.split('.')[1] ?? '';
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
}

export function userIdOf(username: string): string {
  const user = running.store.db.users.find((item) => item.personal_info.username === username);
  if (!user) throw new Error(`No seeded user ${username}`);
  return user._id;
}

export function blogOf(slug: string) {
  const blog = running.store.db.blogs.find((item) => item.blog_id === slug);
  if (!blog) throw new Error(`No seeded blog ${slug}`);
  return blog;
}
