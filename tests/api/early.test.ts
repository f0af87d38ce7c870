import { EARLY_GLOBAL, earlyKey, takeEarlyAnswer } from '@/api/early';
import { ApiError, NETWORK_ERROR_TEXT, TIMEOUT_ERROR_TEXT } from '@/api/errors';

/** src/api/early.ts on its own: the answer index.html's early call left, taken as axios would give it. */
describe('taking an early answer', () => {
  afterEach(() => {
    window[EARLY_GLOBAL] = undefined;
  });

  const leave = (answer: Promise<{ status: number; text: string } | null>) => {
    window[EARLY_GLOBAL] = { key: earlyKey('/get-blog', { blog_id: 'a' }), answer };
  };

  it('gives the parsed JSON, once', async () => {
    leave(Promise.resolve({ status: 200, text: '{"blog":{"blog_id":"a"}}' }));
    await expect(takeEarlyAnswer('/get-blog', { blog_id: 'a' })).resolves.toEqual({
      blog: { blog_id: 'a' },
    });
    expect(takeEarlyAnswer('/get-blog', { blog_id: 'a' })).toBeNull();
  });

  it('gives a body that is not JSON as its text, for the readers to refuse', async () => {
    leave(Promise.resolve({ status: 200, text: '<html>a proxy page</html>' }));
    await expect(takeEarlyAnswer('/get-blog', { blog_id: 'a' })).resolves.toBe(
      '<html>a proxy page</html>',
    );
  });

  it('is nothing for another path or body, which leave it in place', () => {
    leave(Promise.resolve({ status: 200, text: '{}' }));
    expect(takeEarlyAnswer('/get-profile', { blog_id: 'a' })).toBeNull();
    expect(takeEarlyAnswer('/get-blog', { blog_id: 'b' })).toBeNull();
    expect(takeEarlyAnswer('/get-blog', { blog_id: 'a', draft: true })).toBeNull();
    expect(window[EARLY_GLOBAL]).toBeDefined();
  });

  it("rejects with the server's words for an error status", async () => {
    leave(Promise.resolve({ status: 403, text: '{"error":"Not yours"}' }));
    const error = await takeEarlyAnswer('/get-blog', { blog_id: 'a' })!.catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 403, serverMessage: 'Not yours' });
  });

  it('times out as the API client does when index.html gave up waiting (status 0)', async () => {
    leave(Promise.resolve({ status: 0, text: '' }));
    const error = await takeEarlyAnswer('/get-blog', { blog_id: 'a' })!.catch((e) => e);
    expect(error).toMatchObject({ kind: 'timeout', message: TIMEOUT_ERROR_TEXT });
  });

  it('says the connection failed when the call never went out (null)', async () => {
    leave(Promise.resolve(null));
    const error = await takeEarlyAnswer('/get-blog', { blog_id: 'a' })!.catch((e) => e);
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_TEXT });
  });
});
