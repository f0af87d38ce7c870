import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EARLY_GLOBAL, earlyKey, type EarlyAnswer } from '@/api/early';
import { ENDPOINTS } from '@/config/endpoints';
import { http as api } from '@/api/client';
import { EARLY_REQUESTS } from '@/config/early-requests';
import { findRoute } from '@/config/routes';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { readerSession, renderApp } from '../render-app';
import { recordRequests, seedBlog } from '../support/sign-in-as';

/**
 * src/config/early-requests.ts and src/api/early.ts: index.html sends a visitor's first call of a blog or a
 * profile before the app's code arrives (its script is tested in vite-plugins/route-preload.test.ts), and the app
 * takes that answer instead of asking again: still one call, one read, the same messages on failure.
 */

/** What index.html's script leaves for a route with an early call: the key it computes, and the answer. */
function leaveEarlyCall(
  endpoint: string,
  field: string,
  param: string,
  answer: EarlyAnswer | null,
) {
  const body: Record<string, string> = {};
  body[field] = param;
  window[EARLY_GLOBAL] = {
    key: `${endpoint} ${JSON.stringify(body)}`,
    answer: Promise.resolve(answer),
  };
}

/** The mock backend's real answer to a call, asked for before the test counts requests. */
async function realAnswer(endpoint: string, body: unknown): Promise<EarlyAnswer> {
  const response = await fetch(`${api.defaults.baseURL || 'http://localhost'}${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

afterEach(() => {
  window[EARLY_GLOBAL] = undefined;
});

describe("index.html's early call (docs/decisions/0015)", () => {
  it('is, for every route that has one, exactly the call the route itself makes', async () => {
    const params = { blog: SEED_BLOG_IDS.newest, profile: 'amelia_hart' } as const;
    const heading = {
      blog: seedBlog(SEED_BLOG_IDS.newest).title,
      profile: 'Amelia Hart',
    } as const;
    expect(Object.keys(EARLY_REQUESTS).sort()).toEqual(Object.keys(params).sort());
    for (const name of ['blog', 'profile'] as const) {
      const call = EARLY_REQUESTS[name]!;
      const endpoint = ENDPOINTS[call.endpoint];
      const requests = recordRequests();
      const view = renderApp(findRoute(name).path.replace(/:\w+/, params[name]));
      await screen.findByRole('heading', { level: 1, name: heading[name] });
      expect(requests.count(endpoint), name).toBe(1);
      const sent = requests.bodies(endpoint)[0];
      expect(earlyKey(endpoint, sent)).toBe(
        `${endpoint} ${JSON.stringify({ [call.field]: params[name] })}`,
      );
      view.unmount();
    }
  });

  it("shows a visitor the blog from the early call's answer and asks for nothing itself", async () => {
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    const answer = await realAnswer(ENDPOINTS.getBlog, { blog_id: blog.blog_id });
    leaveEarlyCall(ENDPOINTS.getBlog, 'blog_id', blog.blog_id, answer);
    const requests = recordRequests();
    renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title });
    expect(requests.count(ENDPOINTS.getBlog)).toBe(0);
    expect(window[EARLY_GLOBAL]).toBeUndefined();
  });

  it("shows the page's failure and Retry when the early call failed, as its own call would", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    leaveEarlyCall(ENDPOINTS.getBlog, 'blog_id', blog.blog_id, {
      status: 500,
      text: JSON.stringify({ error: 'The blog store is resting' }),
    });
    const requests = recordRequests();
    renderApp(`/blog/${blog.blog_id}`);
    expect(
      await screen.findByRole('heading', { name: 'This blog could not be loaded' }),
    ).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.getBlog)).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: blog.title });
    expect(requests.count(ENDPOINTS.getBlog)).toBe(1);
  });

  it("says 'Blog not found' from the early call's 404, asking nothing more", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await realAnswer(ENDPOINTS.getBlog, { blog_id: 'no-such-blog' });
    expect(answer.status).toBe(404);
    leaveEarlyCall(ENDPOINTS.getBlog, 'blog_id', 'no-such-blog', answer);
    const requests = recordRequests();
    renderApp('/blog/no-such-blog');
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.getBlog)).toBe(0);
  });

  it('treats an early call that never reached the server as a dropped connection: one retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    leaveEarlyCall(ENDPOINTS.getProfile, 'username', 'amelia_hart', null);
    const requests = recordRequests();
    renderApp('/user/amelia_hart');
    await screen.findByRole('heading', { level: 1, name: 'Amelia Hart' });
    expect(requests.count(ENDPOINTS.getProfile)).toBe(1);
  });

  it('is left alone by another call, and by a signed-in reader, who asks with their token', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    // Another blog's call: this page asks for its own.
    leaveEarlyCall(ENDPOINTS.getBlog, 'blog_id', 'some-other-blog', {
      status: 200,
      text: '{}',
    });
    const requests = recordRequests();
    const view = renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title });
    expect(requests.count(ENDPOINTS.getBlog)).toBe(1);
    expect(window[EARLY_GLOBAL]?.key).toBe(
      earlyKey(ENDPOINTS.getBlog, { blog_id: 'some-other-blog' }),
    );
    view.unmount();

    // The same call, but signed in: the early one went without a token, so the app asks itself.
    leaveEarlyCall(ENDPOINTS.getBlog, 'blog_id', blog.blog_id, { status: 500, text: '{}' });
    renderApp(`/blog/${blog.blog_id}`, { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: blog.title });
    expect(requests.count(ENDPOINTS.getBlog)).toBe(2);
  });
});
