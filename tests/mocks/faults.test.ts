import { latestBlogs, trendingBlogs } from '@/api/blogs';
import { type ApiError, errorText } from '@/api/errors';
import { faults } from '@/mocks/node';

/** Fault mode (issue 6) as the client meets it. */
describe('mock fault mode', () => {
  const fail = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e as ApiError,
    );

  it('answers a 500 with an error body, which the client shows verbatim', async () => {
    faults.set('/latest-blogs', { kind: 'status', status: 500, message: 'Database is down' });
    const error = await fail(latestBlogs(1));
    expect(error?.status).toBe(500);
    expect(errorText(error, 'fallback')).toBe('Database is down');
  });

  it('answers a 500 without a body, or an HTML page, which fall back to the screen text', async () => {
    faults.set('/latest-blogs', { kind: 'status', status: 500, body: 'empty' }, 1);
    expect(errorText(await fail(latestBlogs(1)), 'fallback')).toBe('fallback');
    faults.set('/latest-blogs', { kind: 'status', status: 502, body: 'text' }, 1);
    expect(errorText(await fail(latestBlogs(1)), 'fallback')).toBe('fallback');
    // `times` ran out: the endpoint works again.
    expect((await latestBlogs(1)).length).toBeGreaterThan(0);
  });

  it('answers 401 and 404 when asked', async () => {
    faults.set('*', { kind: 'status', status: 404 });
    expect((await fail(trendingBlogs()))?.status).toBe(404);
    faults.set('*', { kind: 'status', status: 401 });
    expect((await fail(latestBlogs(1)))?.status).toBe(401);
  });

  it('sends a malformed body', async () => {
    faults.set('/trending-blogs', { kind: 'malformed' });
    expect((await fail(trendingBlogs()))?.kind).toBe('malformed');
  });

  it('delays an answer', async () => {
    faults.set('/trending-blogs', { kind: 'delay', ms: 120 }, 1);
    const start = Date.now();
    expect((await trendingBlogs()).length).toBeGreaterThan(0);
    expect(Date.now() - start).toBeGreaterThanOrEqual(100);
  });
});
