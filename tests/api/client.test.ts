import { http, HttpResponse } from 'msw';
import { AxiosError } from 'axios';
import { server } from '@/mocks/node';
import { signIn, signUp } from '@/api/auth';
import { getBlog, isLikedByUser, latestBlogs, favouriteBlogsCount } from '@/api/blogs';
import { getBlogComments } from '@/api/comments';
import { getProfile, getFollowersCount } from '@/api/users';
import { uploadImage, stripQuery } from '@/api/uploads';
import { countOr } from '@/api/count';
import { http as client, REQUEST_TIMEOUT_MS, setUnauthorizedHandler } from '@/api/client';
import {
  ApiError,
  errorText,
  NETWORK_ERROR_TEXT,
  TIMEOUT_ERROR_TEXT,
  toApiError,
} from '@/api/errors';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { recordRequests, useTestToken } from './recorder';

const session = {
  access_token: 'tok',
  _id: 'u1',
  username: 'ada',
  fullname: 'Ada',
  profile_img: 'https://img.example/ada.png',
  isAdmin: true,
  new_notification_available: true,
};

describe('tolerant readers (API-CONTRACT.md variants)', () => {
  it('accepts the sign-in user wrapped in { user }', async () => {
    server.use(http.post('*/signin', () => HttpResponse.json({ user: session })));
    expect(await signIn({ email: 'a@b.co', password: 'x' })).toEqual(session);
  });

  it('fills session fields from personal_info when the top level lacks them', async () => {
    server.use(
      http.post('*/signin', () =>
        HttpResponse.json({
          access_token: 'tok',
          _id: 'u1',
          personal_info: { username: 'ada', fullname: 'Ada', profile_img: 'p', email: 'a@b.co' },
        }),
      ),
    );
    expect(await signIn({ email: 'a@b.co', password: 'x' })).toMatchObject({
      username: 'ada',
      fullname: 'Ada',
      isAdmin: false,
      new_notification_available: false,
    });
  });

  it('reads an older server that signs the new user in at sign-up', async () => {
    server.use(
      http.post('*/signup', () =>
        HttpResponse.json({ ...session, personal_info: { email: 'ada@example.com' } }),
      ),
    );
    expect(
      await signUp({ fullname: 'Ada', email: 'ada@example.com', password: 'x' }),
    ).toMatchObject({
      email: 'ada@example.com',
      user: { access_token: 'tok' },
    });
  });

  it('accepts the profile wrapped in { user } and follower ids as objects', async () => {
    server.use(
      http.post('*/get-profile', () =>
        HttpResponse.json({
          user: {
            _id: 'p1',
            personal_info: { fullname: 'Ada', username: 'ada', profile_img: '', bio: '' },
            account_info: { total_posts: 2, total_reads: 9 },
            social_links: { github: 'https://github.com/ada' },
            joinedAt: '2026-01-01T00:00:00.000Z',
            followers: [{ _id: 'f1' }, 'f2'],
          },
        }),
      ),
    );
    const profile = await getProfile('ada');
    expect(profile.followers).toEqual(['f1', 'f2']);
    expect(profile.social_links.github).toBe('https://github.com/ada');
    expect(profile.social_links.youtube).toBe('');
  });

  it('reads counts sent as { count } and like state sent as { results }', async () => {
    useTestToken('tok');
    server.use(
      http.post('*/favourite-blogs-count', () => HttpResponse.json({ count: 7 })),
      http.post('*/get-followers-count', () => HttpResponse.json({ totalDocs: 3 })),
      http.post('*/isliked-by-user', () => HttpResponse.json({ results: true })),
    );
    expect(await favouriteBlogsCount('p1')).toBe(7);
    expect(await getFollowersCount('p1')).toBe(3);
    expect(await isLikedByUser('b1')).toBe(true);
  });

  it('accepts blog comments as a bare array or as { comments }', async () => {
    const comment = {
      _id: 'c1',
      comment: 'Hi',
      commentedAt: '2026-01-01',
      commented_by: { personal_info: { username: 'ada', fullname: 'Ada', profile_img: '' } },
      children: [],
    };
    server.use(http.post('*/get-blog-comments', () => HttpResponse.json([comment])));
    expect(await getBlogComments('b1', 0)).toHaveLength(1);
    server.use(http.post('*/get-blog-comments', () => HttpResponse.json({ comments: [comment] })));
    expect((await getBlogComments('b1', 0))[0]!.comment).toBe('Hi');
  });

  it('drops content that is not a block with a type; keeps a block stored without data (issue 29 item 1)', async () => {
    server.use(
      http.post('*/get-blog', () =>
        HttpResponse.json({
          blog: {
            blog_id: 'x',
            title: 'T',
            content: [
              { blocks: [{ type: 'paragraph', data: { text: 'ok' } }, 'junk', { type: 'x' }] },
            ],
            author: { personal_info: { username: 'ada' } },
          },
        }),
      ),
    );
    const blog = await getBlog('x');
    expect(blog.content[0]!.blocks).toEqual([
      { type: 'paragraph', data: { text: 'ok' } },
      { type: 'x', data: {} },
    ]);
    expect(blog.activity).toMatchObject({ total_likes: 0, total_comments: 0 });
  });
});

describe('errors carry the server text (SPEC §8)', () => {
  it('shows { error } verbatim', async () => {
    const error = await signIn({ email: DEMO_ACCOUNTS.reader.email, password: 'Wrong1234' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeGreaterThanOrEqual(400);
    expect(errorText(error, 'Error during auth')).toBe((error as ApiError).serverMessage);
    expect((error as ApiError).serverMessage).toMatch(/password/i);
  });

  it('joins { errors: [...] } and falls back when there is no text', async () => {
    server.use(
      http.post('*/latest-blogs', () =>
        HttpResponse.json({ errors: ['One', 'Two'] }, { status: 422 }),
      ),
    );
    expect(errorText(await latestBlogs(1).catch((e: unknown) => e), 'fallback')).toBe('One. Two');
    server.use(http.post('*/latest-blogs', () => new HttpResponse(null, { status: 500 })));
    const error = await latestBlogs(1).catch((e: unknown) => e);
    expect(errorText(error, 'fallback')).toBe('fallback');
    expect((error as ApiError).status).toBe(500);
  });

  it('names a lost connection and a malformed answer', async () => {
    server.use(http.post('*/latest-blogs', () => HttpResponse.error()));
    expect(errorText(await latestBlogs(1).catch((e: unknown) => e), 'fallback')).toBe(
      NETWORK_ERROR_TEXT,
    );
    server.use(http.post('*/latest-blogs', () => HttpResponse.json({ nothing: true })));
    const malformed = await latestBlogs(1).catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(ApiError);
    expect((malformed as ApiError).kind).toBe('malformed');
  });

  it('has a timeout and names it', () => {
    // jsdom's intercepted XHR never fires its timeout; the browser suites exercise the real one.
    expect(client.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    const error = toApiError(new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED'));
    expect(error.kind).toBe('timeout');
    expect(errorText(error, 'fallback')).toBe(TIMEOUT_ERROR_TEXT);
  });
});

describe('expired sessions', () => {
  it('reports a 401 on an authenticated call once per token, not for the auth screens', async () => {
    const expired: string[] = [];
    setUnauthorizedHandler((token) => expired.push(token));
    useTestToken('stale-token');
    await Promise.all([
      isLikedByUser('b1').catch(() => undefined),
      isLikedByUser('b2').catch(() => undefined),
      favouriteBlogsCount('p1').catch(() => undefined),
    ]);
    expect(expired).toEqual(['stale-token']);
    server.use(http.post('*/signin', () => HttpResponse.json({ error: 'Nope' }, { status: 401 })));
    useTestToken('another-token');
    await signIn({ email: 'a@b.co', password: 'x' }).catch(() => undefined);
    expect(expired).toEqual(['stale-token']);
  });
});

describe('uploads and counts (SPEC §4, §7)', () => {
  it('PUTs the file to the signed URL without our token and answers the address without its query', async () => {
    useTestToken('secret-token');
    const recorder = recordRequests();
    const progress: number[] = [];
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])],
      'a.png',
      {
        type: 'image/png',
      },
    );
    const url = await uploadImage(png, (p) => progress.push(p));
    const requests = await recorder.settled();
    recorder.stop();
    expect(url).toMatch(/^http:\/\/localhost\/mock-uploads\/[^?]+$/);
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.authorization).toBeNull();
    expect(put.contentType).toContain('multipart/form-data');
    expect(progress.at(-1)).toBe(100);
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
  });

  it('strips query and fragment', () => {
    expect(stripQuery('https://s3.example/a/b.png?X-Amz=1#x')).toBe('https://s3.example/a/b.png');
  });

  it('falls back to the number of loaded results when a count call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await countOr(Promise.reject(new Error('down')), 4)).toBe(4);
    expect(await countOr(Promise.resolve(9), 4)).toBe(9);
  });
});
