import { bypass } from 'msw';
import { startHttpServer, type RunningHttpServer } from '@/mocks/http-server';

let running: RunningHttpServer;

beforeAll(async () => {
  running = await startHttpServer({ port: 0, host: '127.0.0.1' });
});
afterAll(() => running.close());

/**
 * A real network request: bypass() lets it past the in-process MSW server that the test setup may have
 * started, so it reaches the HTTP host.
 */
function send(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(bypass(new Request(url, init)));
}

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return send(`${running.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

describe('the real-HTTP host', () => {
  it('answers API calls with CORS headers and preflights', async () => {
    expect(running.url).toMatch(/^http:\/\/localhost:\d+$/);
    const reset = await call('/__test/reset', { method: 'POST' });
    expect(await reset.json()).toEqual({ status: 'reset' });

    const response = await call('/latest-blogs', { method: 'POST', body: '{"page":1}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { blogs: { banner: string }[] };
    expect(body.blogs).toHaveLength(5);
    expect(body.blogs[0]?.banner.startsWith(`${running.url}/mock-assets/banners/`)).toBe(true);

    const preflight = await send(`${running.url}/signin`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, X-Mock-Store',
    );

    const missing = await call('/no-such-path', { method: 'POST' });
    expect(missing.status).toBe(404);
  });

  it('keeps an idle connection open for a minute, and says so', async () => {
    // Node's default is 5 s: a test's call sent on the connection as it closed got "socket hang up".
    const response = await call('/latest-blogs', { method: 'POST', body: '{"page":1}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('exposes the outbox and token invalidation for end-to-end fixtures', async () => {
    await call('/__test/reset', { method: 'POST' });
    await call('/signup', {
      method: 'POST',
      body: JSON.stringify({
        fullname: 'Eve Tester',
        email: 'eve@example.com',
        password: 'Secret123',
      }),
    });
    const outbox = (await (await call('/__test/outbox')).json()) as { to: string; code?: string }[];
    expect(outbox.at(-1)).toMatchObject({
      to: 'eve@example.com',
      code: expect.stringMatching(/^\d{6}$/),
    });
    const only = (await (await call('/__test/outbox?to=eve@example.com')).json()) as unknown[];
    expect(only).toHaveLength(1);

    const signIn = await call('/signin', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin1234' }),
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const auth = { Authorization: `Bearer ${access_token}` };
    expect((await call('/new-notification', { headers: auth })).status).toBe(200);

    const invalidate = await call('/__test/invalidate-tokens', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    expect(await invalidate.json()).toEqual({ invalidated: 1 });
    const expired = await call('/new-notification', { headers: auth });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: expect.stringMatching(/expired/) });
  });

  it('round-trips an upload over real HTTP', async () => {
    const { uploadURL } = (await (await call('/get-upload-url')).json()) as { uploadURL: string };
    expect(uploadURL.startsWith(`${running.url}/mock-uploads/`)).toBe(true);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]);
    const put = await send(uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: png,
    });
    expect(put.status).toBe(200);
    const got = await send(uploadURL.split('?')[0] ?? '');
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(png);
  });

  it('switches fault mode on per endpoint and off again', async () => {
    const set = await call('/__test/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/trending-blogs', fault: { kind: 'status', status: 503 } }),
    });
    expect(set.status).toBe(200);
    const failing = await call('/trending-blogs');
    expect(failing.status).toBe(503);
    expect(await failing.json()).toEqual({ error: 'Simulated server error (503)' });
    expect((await call('/latest-blogs', { method: 'POST', body: '{"page":1}' })).status).toBe(200);
    await call('/__test/faults/clear', { method: 'POST' });
    expect((await call('/trending-blogs')).status).toBe(200);
    const invalid = await call('/__test/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/x', fault: { kind: 'explode' } }),
    });
    expect(invalid.status).toBe(400);
  });

  it('fills every user-controlled field with a hostile corpus, keeping the demo sign-ins', async () => {
    await call('/__test/reset', { method: 'POST' });
    const corpus = { texts: ['<script>t1</script>', 't2 \u202e'], urls: ['javascript:alert(1)'] };
    const bad = await call('/__test/hostile', { method: 'POST', body: '{"texts":[]}' });
    expect(bad.status).toBe(400);
    const applied = await call('/__test/hostile', { method: 'POST', body: JSON.stringify(corpus) });
    expect(applied.status).toBe(200);

    const latest = (await (
      await call('/latest-blogs', { method: 'POST', body: '{"page":1}' })
    ).json()) as {
      blogs: { title: string; banner: string; author: { personal_info: { fullname: string } } }[];
    };
    for (const blog of latest.blogs) {
      expect(corpus.texts).toContain(blog.title);
      expect(blog.banner).toBe('javascript:alert(1)');
      expect(corpus.texts).toContain(blog.author.personal_info.fullname);
    }
    const signIn = await call('/signin', {
      method: 'POST',
      body: JSON.stringify({ email: 'reader@example.com', password: 'Reader1234' }),
    });
    expect(((await signIn.json()) as { username: string }).username).toBe('riley_chen');
    await call('/__test/reset', { method: 'POST' });
  });
});
