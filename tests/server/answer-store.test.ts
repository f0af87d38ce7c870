import {
  cacheApiStore,
  memoryStore,
  tieredStore,
  type AnswerStore,
} from '../../server/answer-store';
import { createBackend, MISSING, type Found, type ServerBlog } from '../../server/backend';

/** A blog read by the backend client: its title, or what came instead (MISSING, null). */
const titleOf = (blog: Found<ServerBlog>) => (blog === MISSING || !blog ? blog : blog.title);

/**
 * The backend client over either store (server/answer-store.ts): process memory (Node) and a Cache API cache
 * (edge platforms; here a stand-in with the same two calls, workerd's own in tests/server/worker.test.ts).
 * Both keep concurrent calls shared, answers for the TTL and failures briefly.
 */
const BLOG = { blog_id: 'b1', title: 'Kept', des: '', banner: '', publishedAt: '', author: {} };

/** A Cache with Cloudflare's two calls, keeping what it is given (and the headers it was given). */
function fakeCache() {
  const kept = new Map<string, Response>();
  const cache = {
    match: (request: Request) => Promise.resolve(kept.get(request.url)?.clone()),
    put: (request: Request, response: Response) => {
      kept.set(request.url, response);
      return Promise.resolve();
    },
  };
  return { cache: cache as unknown as Cache, kept };
}

/** Cloudflare's Cache API on *.workers.dev: every put succeeds, every match misses. */
const forgetfulCache = {
  match: () => Promise.resolve(undefined),
  put: () => Promise.resolve(),
} as unknown as Cache;

function setup(makeStore: (now: () => number) => AnswerStore) {
  let clock = 1_000_000;
  let status = 200;
  const calls: string[] = [];
  const backend = createBackend({
    apiUrl: 'https://api.example',
    now: () => clock,
    store: makeStore(() => clock),
    fetch: (input) => {
      calls.push(String(input));
      return Promise.resolve(
        status === 200 ? Response.json({ blog: BLOG }) : Response.json({}, { status }),
      );
    },
  });
  return {
    backend,
    calls,
    advance: (ms: number) => (clock += ms),
    answer: (code: number) => (status = code),
  };
}

describe.each([
  ['process memory', (now: () => number) => memoryStore({ now })],
  ['a Cache API cache', (now: () => number) => cacheApiStore(fakeCache().cache, now)],
  [
    'memory in front of a Cache API cache that keeps nothing (*.workers.dev)',
    (now: () => number) => tieredStore(memoryStore({ now }), cacheApiStore(forgetfulCache, now)),
  ],
])('the backend client over %s', (_, makeStore) => {
  it('shares one call among concurrent visitors and reuses the answer for the TTL', async () => {
    const { backend, calls, advance } = setup(makeStore);
    const blogs = await Promise.all(Array.from({ length: 10 }, () => backend.blog('b1')));
    expect(blogs.map((blog) => titleOf(blog))).toEqual(Array(10).fill('Kept'));
    advance(59_000);
    expect(titleOf(await backend.blog('b1'))).toBe('Kept');
    expect(calls).toEqual(['https://api.example/get-blog']);
    advance(2_000);
    await backend.blog('b1');
    expect(calls).toHaveLength(2);
  });

  it('remembers a failure for five seconds, then asks again', async () => {
    const { backend, calls, advance, answer } = setup(makeStore);
    answer(503);
    expect(await backend.blog('b1')).toBeNull();
    advance(4_000);
    expect(await backend.blog('b1')).toBeNull();
    expect(calls).toHaveLength(1);
    answer(200);
    advance(2_000);
    expect(titleOf(await backend.blog('b1'))).toBe('Kept');
    expect(calls).toHaveLength(2);
  });
});

describe('cacheApiStore', () => {
  it('lets the platform expire an entry with the TTL in whole seconds', async () => {
    const { cache, kept } = fakeCache();
    await cacheApiStore(cache, () => 0).put('blog:a b/c', { body: null }, 1_500);
    const [[url, response]] = [...kept];
    expect(url).toBe('https://answers.inkwell.invalid/blog%3Aa%20b%2Fc');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2');
  });

  it('is a miss, never an error, when the platform cache fails', async () => {
    const broken = {
      match: () => Promise.reject(new Error('cache down')),
      put: () => Promise.reject(new Error('cache down')),
    } as unknown as Cache;
    const calls: string[] = [];
    const backend = createBackend({
      apiUrl: 'https://api.example',
      store: cacheApiStore(broken),
      fetch: (input) => {
        calls.push(String(input));
        return Promise.resolve(Response.json({ blog: BLOG }));
      },
    });
    expect(titleOf(await backend.blog('b1'))).toBe('Kept');
    expect(titleOf(await backend.blog('b1'))).toBe('Kept');
    expect(calls).toHaveLength(2);
  });
});
