import { bypass } from 'msw';
import { startHttpServer, type RunningHttpServer } from '@/mocks/http-server';

/**
 * Issue 24 item 5 (decision 0021): end-to-end tests run side by side, each on a store of its own, named by
 * the X-Mock-Store header (the browser and the fixtures) or a /__store/{id}/ path prefix (the production
 * server's own reads). What one store is told must never show in another.
 */
let running: RunningHttpServer;

beforeAll(async () => {
  running = await startHttpServer({ port: 0, host: '127.0.0.1' });
});
afterAll(() => running.close());

function call(path: string, store?: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (store) headers['X-Mock-Store'] = store;
  return fetch(bypass(new Request(`${running.url}${path}`, { method: 'POST', ...init, headers })));
}

const titles = async (response: Response) =>
  ((await response.json()) as { blogs: { title: string }[] }).blogs.map((blog) => blog.title);

describe('a store per test', () => {
  it('keeps what one store is told out of the others and out of the default store', async () => {
    const seeded = await titles(await call('/latest-blogs', undefined, { body: '{"page":1}' }));
    const hostile = JSON.stringify({ texts: ['Only in store a'], urls: ['https://x.test/a.png'] });
    expect((await call('/__test/hostile', 'a', { body: hostile })).status).toBe(200);

    expect(await titles(await call('/latest-blogs', 'a', { body: '{"page":1}' }))).toEqual(
      seeded.map(() => 'Only in store a'),
    );
    expect(await titles(await call('/latest-blogs', 'b', { body: '{"page":1}' }))).toEqual(seeded);
    expect(await titles(await call('/latest-blogs', undefined, { body: '{"page":1}' }))).toEqual(
      seeded,
    );
    // The production server's reads name the store in the path: the same store as the header's.
    expect(
      await titles(await call('/__store/a/latest-blogs', undefined, { body: '{"page":1}' })),
    ).toEqual(seeded.map(() => 'Only in store a'));

    await call('/__test/reset', 'a');
    expect(await titles(await call('/latest-blogs', 'a', { body: '{"page":1}' }))).toEqual(seeded);
  });

  it('gives each store its own faults, outbox and tokens', async () => {
    const fault = JSON.stringify({ path: '*', fault: { kind: 'status', status: 503 } });
    expect((await call('/__test/faults', 'c', { body: fault })).status).toBe(200);
    expect((await call('/trending-blogs', 'c', { method: 'GET' })).status).toBe(503);
    expect((await call('/trending-blogs', 'd', { method: 'GET' })).status).toBe(200);
    expect((await call('/trending-blogs', undefined, { method: 'GET' })).status).toBe(200);

    const signIn = await call('/signin', 'd', {
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin1234' }),
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const asked = (store: string) =>
      fetch(
        bypass(
          new Request(`${running.url}/new-notification`, {
            headers: { Authorization: `Bearer ${access_token}`, 'X-Mock-Store': store },
          }),
        ),
      );
    expect((await asked('d')).status).toBe(200);
    // A token is known only to the store that issued it.
    expect((await asked('e')).status).toBe(401);

    await call('/signup', 'd', {
      body: JSON.stringify({
        fullname: 'Eve Tester',
        email: 'eve@example.com',
        password: 'Secret123',
      }),
    });
    const outbox = (store: string) =>
      call('/__test/outbox', store, { method: 'GET' }).then((r) => r.json() as Promise<unknown[]>);
    expect(await outbox('d')).toContainEqual(expect.objectContaining({ to: 'eve@example.com' }));
    expect(await outbox('e')).not.toContainEqual(
      expect.objectContaining({ to: 'eve@example.com' }),
    );
  });

  it('refuses an id that is not one path segment, and keeps only the recently used stores', async () => {
    const bad = await call('/latest-blogs', 'a b/c', { body: '{"page":1}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringMatching(/mock store id/) });

    for (let i = 0; i < 40; i += 1) await call('/trending-blogs', `many-${i}`, { method: 'GET' });
    expect(running.stores.size).toBe(32);
  });
});
