/**
 * MOCK_PROFILE=tutorial, sessions and statuses (API-CONTRACT.md, last section; decision 0018): the four-field
 * sign-in with a `{ id }` token, sign-up without verification, no role, 401/403 as the family sends them, and
 * Express's HTML 404 for the calls they lack.
 */
import {
  call,
  DEMO_ACCOUNTS,
  jwtPayload,
  setupTutorialServer,
  tokenOf,
  userIdOf,
} from './tutorial-harness';

const fixture = setupTutorialServer();
const FOUR_FIELDS = ['access_token', 'fullname', 'profile_img', 'username'];

describe('the tutorial dialect: sessions', () => {
  it('signs in with only four fields and a JWT-shaped token whose payload is { id }', async () => {
    const answer = await call('/signin', {
      email: DEMO_ACCOUNTS.reader.email,
      password: DEMO_ACCOUNTS.reader.password,
    });
    expect(answer.status).toBe(200);
    const session = answer.json as Record<string, string>;
    expect(Object.keys(session).sort()).toEqual(FOUR_FIELDS);
    expect(session.username).toBe(DEMO_ACCOUNTS.reader.username);
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(jwtPayload(session.access_token)).toMatchObject({ id: userIdOf('riley_chen') });
    const check = await call('/new-notification', undefined, session.access_token, 'GET');
    expect(check.status).toBe(200);
  });

  it("sends the minority's answers when asked: accessToken, _id, isAdmin, a lowercased name", async () => {
    const signIn = () =>
      call('/signin', { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password });
    const adminId = userIdOf('amelia_hart');
    const expected = {
      accessToken: ['accessToken', 'fullname', 'profile_img', 'username'],
      'with-id': ['_id', ...FOUR_FIELDS],
      'with-isAdmin': [...FOUR_FIELDS, 'isAdmin'],
    };
    for (const [fields, keys] of Object.entries(expected)) {
      const set = await call('/__test/family-session', { fields });
      expect(set.status).toBe(200);
      const session = (await signIn()).json as Record<string, unknown>;
      expect(Object.keys(session).sort(), fields).toEqual([...keys].sort());
      const token = String(session.access_token ?? session.accessToken);
      expect(jwtPayload(token)).toMatchObject({ id: adminId });
      expect((await call('/new-notification', undefined, token, 'GET')).status).toBe(200);
      if (fields === 'with-id') expect(session._id).toBe(adminId);
      if (fields === 'with-isAdmin') expect(session.isAdmin).toBe(true);
      expect(session.fullname).toBe('Amelia Hart');
    }

    await call('/__test/family-session', { fields: 'four', lowercaseFullname: true });
    const lowered = (await signIn()).json as Record<string, unknown>;
    expect(Object.keys(lowered).sort()).toEqual(FOUR_FIELDS);
    expect(lowered.fullname).toBe('amelia hart');

    // A reset goes back to the majority's answer; a shape nobody sends is refused.
    await call('/__test/reset');
    expect(((await signIn()).json as Record<string, unknown>).fullname).toBe('Amelia Hart');
    expect((await call('/__test/family-session', { fields: 'five' })).status).toBe(400);
  });

  it('answers Google sign-in the same way', async () => {
    const answer = await call('/google-auth', { access_token: 'demo-google-access-token' });
    if (answer.status !== 200) throw new Error(answer.text);
    expect(Object.keys(answer.json as object).sort()).toEqual(FOUR_FIELDS);
  });

  it('signs a new user up and in at once, with no email to verify', async () => {
    const answer = await call('/signup', {
      fullname: 'Tess Tutorial',
      email: 'tess@example.com',
      password: 'Secret123',
    });
    expect(answer.status).toBe(200);
    const session = answer.json as Record<string, string>;
    expect(Object.keys(session).sort()).toEqual(FOUR_FIELDS);
    expect(
      fixture.server.store.db.outbox.filter((email) => email.to === 'tess@example.com'),
    ).toEqual([]);
    const { id } = jwtPayload(session.access_token) as { id: string };
    expect(id).toBe(userIdOf(session.username));
    const again = await call('/signin', { email: 'tess@example.com', password: 'Secret123' });
    expect(again.status).toBe(200);
  });

  it('lets anyone signed in write, and edit only their own blog', async () => {
    const token = await tokenOf('reader');
    const blog = {
      title: 'A reader writes',
      des: 'Written by someone without a role',
      banner: `${fixture.server.url}/mock-assets/banners/x.svg`,
      content: { blocks: [{ type: 'paragraph', data: { text: 'Hello' } }] },
      tags: ['notes'],
      draft: false,
    };
    const created = await call('/create-blog', blog, token);
    expect(created.status).toBe(200);
    expect(created.json).toEqual({ id: expect.stringMatching(/^a-reader-writes/) });
    const adminsBlog = fixture.server.store.db.blogs.find(
      (item) => item.author === userIdOf('amelia_hart') && !item.draft,
    );
    const edit = await call('/create-blog', { ...blog, id: adminsBlog?.blog_id }, token);
    expect(edit.status).toBe(403);
  });
});

describe('the tutorial dialect: statuses', () => {
  it('answers validation errors and a wrong password with 403 { error }', async () => {
    const invalid = await call('/signin', { email: 'not-an-email', password: 'x' });
    expect(invalid.status).toBe(403);
    expect(invalid.json).toEqual({ error: 'Email is invalid' });
    const wrong = await call('/signin', {
      email: DEMO_ACCOUNTS.reader.email,
      password: 'Wrong1234',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({ error: 'Incorrect password' });
    const token = await tokenOf('reader');
    const empty = await call('/add-comment', { _id: 'x', comment: ' ' }, token);
    expect(empty.status).toBe(403);
  });

  it('answers 401 without a token, 403 for an invalid or expired one', async () => {
    expect((await call('/notifications', { page: 1 })).status).toBe(401);
    expect((await call('/notifications', { page: 1 }, 'a.b.c')).status).toBe(403);
    const token = await tokenOf('reader');
    await call('/__test/invalidate-tokens', { email: DEMO_ACCOUNTS.reader.email });
    const expired = await call('/notifications', { page: 1 }, token);
    expect(expired.status).toBe(403);
    expect(expired.json).toEqual({ error: expect.any(String) });
  });

  it('answers a failing list or count with 500 { errors }', async () => {
    await call('/__test/faults', { path: '/latest-blogs', fault: { kind: 'status', status: 500 } });
    const failed = await call('/latest-blogs', { page: 1 });
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual({ errors: expect.any(String) });
    await call('/__test/faults/clear');
    expect((await call('/latest-blogs', { page: 1 })).status).toBe(200);
  });

  it.each([
    '/verify-email',
    '/resend-code',
    '/forgot-password',
    '/favourite-blogs',
    '/favourite-blogs-count',
    '/get-followers',
    '/get-following',
    '/get-followers-count',
    '/get-following-count',
    '/follow-user',
    '/unfollow-user',
  ])('answers %s with Express’s HTML 404 page', async (path) => {
    const token = await tokenOf('reader');
    const answer = await call(path, { profileId: userIdOf('amelia_hart'), email: 'a@b.co' }, token);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.text).toMatch(/^<!DOCTYPE html>/);
    expect(answer.text).toContain(`<pre>Cannot POST ${path}</pre>`);
  });
});
