/**
 * Issue 23: the API layer against what the deployed servers of this family really send (API-CONTRACT.md,
 * last section): each answer below is one of theirs, and each test failed before the client read it.
 */
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { googleAuth, signIn, signUp } from '@/api/auth';
import { allLatestBlogsCount, getBlog, isLikedByUser, latestBlogs, likeBlog } from '@/api/blogs';
import { getFollowers, getFollowersCount, getFollowingCount, getProfile } from '@/api/users';
import { uploadImage, UPLOAD_HOST_UNREACHABLE_TEXT } from '@/api/uploads';
import { setUnauthorizedHandler } from '@/api/client';
import { MISSING_CALL_TEXT, ApiError, NETWORK_ERROR_TEXT } from '@/api/errors';
import { recordRequests, useTestToken } from './recorder';

/** A token signed as the family signs it: `{ id }` in a JWT's payload (the signature is not ours to check). */
function familyToken(id: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, iat: 1764000000 })}.c2lnbmF0dXJl`;
}

const fourFields = (token: string) => ({
  access_token: token,
  profile_img: 'https://api.dicebear.com/6.x/fun-emoji/svg?seed=ada',
  username: 'ada',
  fullname: 'ada lovelace',
});

describe('the session from a four-field answer', () => {
  it('takes the user id from the token when the answer has no _id', async () => {
    const token = familyToken('665f1c2e9b1d4a0012345678');
    server.use(http.post('*/signin', () => HttpResponse.json(fourFields(token))));
    expect(await signIn({ email: 'ada@example.com', password: 'Secret12' })).toMatchObject({
      access_token: token,
      _id: '665f1c2e9b1d4a0012345678',
      username: 'ada',
      fullname: 'ada lovelace',
      isAdmin: false,
    });
  });

  it('accepts accessToken for access_token, on Google sign-in and on a sign-up that signs in', async () => {
    const token = familyToken('u-42');
    const rest: Record<string, string> = { ...fourFields(token) };
    delete rest.access_token;
    server.use(
      http.post('*/google-auth', () => HttpResponse.json({ ...rest, accessToken: token })),
      http.post('*/signup', () => HttpResponse.json({ ...rest, accessToken: token })),
    );
    expect(await googleAuth('google-token')).toMatchObject({ access_token: token, _id: 'u-42' });
    expect(
      (await signUp({ fullname: 'Ada', email: 'a@b.co', password: 'Secret12' })).user,
    ).toMatchObject({ access_token: token, _id: 'u-42' });
  });

  it('asks get-profile for the id when neither the answer nor the token names it', async () => {
    const recorder = recordRequests();
    server.use(
      http.post('*/signin', () => HttpResponse.json(fourFields('opaque-token'))),
      http.post('*/get-profile', () =>
        HttpResponse.json({
          _id: 'from-profile',
          personal_info: { fullname: 'Ada', username: 'ada', profile_img: '' },
        }),
      ),
    );
    expect((await signIn({ email: 'a@b.co', password: 'Secret12' }))._id).toBe('from-profile');
    const requests = await recorder.settled();
    recorder.stop();
    expect(requests.find((r) => r.path === '/get-profile')?.body).toEqual({ username: 'ada' });
  });
});

describe('counts answered as { count }', () => {
  it('reads the followers and following counts from count as from totalDocs', async () => {
    server.use(
      http.post('*/get-followers-count', () => HttpResponse.json({ count: 3 })),
      http.post('*/get-following-count', () => HttpResponse.json({ count: 0 })),
    );
    expect(await getFollowersCount('p1')).toBe(3);
    expect(await getFollowingCount('p1')).toBe(0);
  });
});

describe('likes on a server that toggles', () => {
  it('sends the prior flag under both spellings', async () => {
    useTestToken('tok');
    const recorder = recordRequests();
    server.use(http.post('*/like-blog', () => HttpResponse.json({ liked_by_user: true })));
    await likeBlog('b1', false);
    await likeBlog('b1', true);
    const sent = (await recorder.settled())
      .filter((r) => r.path === '/like-blog')
      .map((r) => r.body);
    recorder.stop();
    expect(sent).toEqual([
      { _id: 'b1', islikedByUser: false, isLikedByUser: false },
      { _id: 'b1', islikedByUser: true, isLikedByUser: true },
    ]);
  });

  it("reads isliked-by-user's { result: document } as liked and { result: null } as not", async () => {
    useTestToken('tok');
    server.use(
      http.post('*/isliked-by-user', async ({ request }) => {
        const { _id } = (await request.json()) as { _id: string };
        return HttpResponse.json({ result: _id === 'liked' ? { _id: 'n1' } : null });
      }),
    );
    expect(await isLikedByUser('liked')).toBe(true);
    expect(await isLikedByUser('other')).toBe(false);
  });

  it('reads any truthy result (or results) as liked, and every empty one as not', async () => {
    useTestToken('tok');
    const answers: [Record<string, unknown>, boolean][] = [
      [{ result: true }, true],
      [{ result: 1 }, true],
      [{ result: 'n1' }, true],
      [{ results: { _id: 'n1' } }, true],
      [{ result: [{ _id: 'n1' }] }, true],
      [{ result: false }, false],
      [{ result: 0 }, false],
      [{ result: '' }, false],
      [{ result: [] }, false],
      [{ results: null }, false],
      [{}, false],
    ];
    for (const [answer, liked] of answers) {
      server.use(http.post('*/isliked-by-user', () => HttpResponse.json(answer)));
      expect(await isLikedByUser('b1'), JSON.stringify(answer)).toBe(liked);
    }
  });
});

describe('errors that tell the truth', () => {
  it('reads a 200 null profile as not found, bare or wrapped as { user: null }', async () => {
    for (const answer of [null, { user: null }]) {
      server.use(http.post('*/get-profile', () => HttpResponse.json(answer)));
      const error = await getProfile('nobody').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'http', status: 404 });
    }
  });

  it("shows a list's or a count's failure in its own words, from { errors } as text or as a list", async () => {
    for (const errors of ['Failed to fetch blogs', [{ msg: 'Failed to fetch blogs' }]]) {
      server.use(
        http.post('*/latest-blogs', () => HttpResponse.json({ errors }, { status: 500 })),
        http.post('*/all-latest-blogs-count', () => HttpResponse.json({ errors }, { status: 500 })),
      );
      for (const call of [latestBlogs(1), allLatestBlogsCount()]) {
        await expect(call).rejects.toMatchObject({
          status: 500,
          serverMessage: 'Failed to fetch blogs',
        });
      }
    }
  });

  it("reads get-blog's crash on a missing blog (a 500 that read a field of null) as not found", async () => {
    for (const crash of [
      "Cannot read properties of null (reading 'author')",
      "Cannot read property 'author' of null",
    ]) {
      server.use(
        http.post('*/get-blog', () => HttpResponse.json({ error: crash }, { status: 500 })),
      );
      await expect(getBlog('gone')).rejects.toMatchObject({ kind: 'http', status: 404 });
    }
    // Any other failure of the server stays one, which the page offers to retry.
    for (const body of [{ error: 'Database unavailable' }, { error: 'x.map is not a function' }]) {
      server.use(http.post('*/get-blog', () => HttpResponse.json(body, { status: 500 })));
      await expect(getBlog('any')).rejects.toMatchObject({ kind: 'http', status: 500 });
    }
  });

  it("reads Express's HTML 404 as a call this server lacks (issue 29 item 4), not as 'not found'", async () => {
    server.use(
      http.post(
        '*/get-followers',
        () =>
          new HttpResponse(
            '<!DOCTYPE html><html><body><pre>Cannot POST /get-followers</pre></body></html>',
            { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
          ),
      ),
    );
    const error = await getFollowers(1, 'p1').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', missingCall: true, message: MISSING_CALL_TEXT });
    expect((error as ApiError).serverMessage).toBeUndefined();
    // Known missing for the visit: not asked again.
    let asked = 0;
    server.use(http.post('*/get-followers', () => void asked++));
    await expect(getFollowers(1, 'p1')).rejects.toMatchObject({ missingCall: true });
    expect(asked).toBe(0);
  });

  it('does not call an unreachable upload host "offline" while the browser is online', async () => {
    server.use(
      http.get('*/get-upload-url', () =>
        HttpResponse.json({ uploadURL: 'https://storage.example/put?sig=1' }),
      ),
      http.put('https://storage.example/put', () => HttpResponse.error()),
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    const error = await uploadImage(png).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(UPLOAD_HOST_UNREACHABLE_TEXT);
    expect((error as ApiError).message).not.toBe(NETWORK_ERROR_TEXT);
  });

  it('says so when the upload host refuses the file with its own (XML) error page', async () => {
    server.use(
      http.get('*/get-upload-url', () =>
        HttpResponse.json({ uploadURL: 'https://storage.example/put?sig=1' }),
      ),
      http.put(
        'https://storage.example/put',
        () =>
          new HttpResponse(
            '<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code></Error>',
            {
              status: 403,
              headers: { 'Content-Type': 'application/xml' },
            },
          ),
      ),
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    const error = await uploadImage(png).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('The image storage refused the file (403).');
  });

  it('sends the signed type (image/jpeg) where the URL signs the content type, else multipart', async () => {
    const SIGV4 =
      'https://bucket.s3.amazonaws.com/a.jpeg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=1000';
    const sent: [string, string | null][] = [];
    server.use(
      http.put('https://bucket.s3.amazonaws.com/a.jpeg', ({ request }) => {
        const signed = new URL(request.url).searchParams.get('X-Amz-SignedHeaders');
        sent.push([signed ?? '', request.headers.get('content-type')]);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    for (const signed of ['content-type%3Bhost', 'host', 'Content-Type;Host', null]) {
      const uploadURL = signed ? `${SIGV4}&X-Amz-SignedHeaders=${signed}` : SIGV4;
      server.use(http.get('*/get-upload-url', () => HttpResponse.json({ uploadURL })));
      expect(await uploadImage(png)).toBe('https://bucket.s3.amazonaws.com/a.jpeg');
    }
    expect(sent).toEqual([
      ['content-type;host', 'image/jpeg'],
      ['host', 'multipart/form-data'],
      ['Content-Type;Host', 'image/jpeg'],
      ['', 'multipart/form-data'],
    ]);
  });

  it('sends image/jpeg to a URL signed the older way (SigV2), whose signature covers the content type', async () => {
    const types: (string | null)[] = [];
    server.use(
      http.put('https://bucket.s3.amazonaws.com/b.jpeg', ({ request }) => {
        types.push(request.headers.get('content-type'));
        return new HttpResponse(null, { status: 200 });
      }),
      http.get('*/get-upload-url', () =>
        HttpResponse.json({
          uploadURL:
            'https://bucket.s3.amazonaws.com/b.jpeg?AWSAccessKeyId=AKIAEXAMPLE&Expires=1767225600&Signature=abc%2Bdef%3D',
        }),
      ),
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'b.png', {
      type: 'image/png',
    });
    expect(await uploadImage(png)).toBe('https://bucket.s3.amazonaws.com/b.jpeg');
    expect(types).toEqual(['image/jpeg']);
  });
});

describe('a 403 on an authenticated call', () => {
  it('ends the session once when the check says the token is dead', async () => {
    const expired: string[] = [];
    setUnauthorizedHandler((token) => expired.push(token));
    useTestToken('dead-token');
    const recorder = recordRequests();
    const refuse = () => HttpResponse.json({ error: 'Access token is invalid' }, { status: 403 });
    server.use(http.post('*/isliked-by-user', refuse), http.get('*/new-notification', refuse));
    await Promise.all([
      isLikedByUser('b1').catch(() => undefined),
      isLikedByUser('b2').catch(() => undefined),
    ]);
    await vi.waitFor(() => expect(expired).toEqual(['dead-token']));
    const checks = (await recorder.settled()).filter((r) => r.path === '/new-notification');
    recorder.stop();
    expect(checks).toHaveLength(1);
    expect(checks[0]?.authorization).toBe('Bearer dead-token');
  });

  it('keeps the session when the check succeeds (a 403 for a plain refusal)', async () => {
    const expired: string[] = [];
    setUnauthorizedHandler((token) => expired.push(token));
    useTestToken('live-token');
    const recorder = recordRequests();
    server.use(
      http.post('*/isliked-by-user', () =>
        HttpResponse.json({ error: "You can't do that" }, { status: 403 }),
      ),
      http.get('*/new-notification', () =>
        HttpResponse.json({ new_notification_available: false }),
      ),
    );
    await isLikedByUser('b1').catch(() => undefined);
    await vi.waitFor(async () =>
      expect((await recorder.settled()).some((r) => r.path === '/new-notification')).toBe(true),
    );
    recorder.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(expired).toEqual([]);
  });
});
