import * as auth from '@/api/auth';
import * as blogs from '@/api/blogs';
import * as myBlogs from '@/api/my-blogs';
import * as comments from '@/api/comments';
import * as users from '@/api/users';
import * as profileUpdate from '@/api/profile-update';
import * as notifications from '@/api/notifications';
import * as uploads from '@/api/uploads';
import { ENDPOINTS } from '@/config/endpoints';
import type { SessionUser } from '@/api/types';
import { server, store } from '@/mocks/node';
import { DEMO_ACCOUNTS, PENDING_SEED_CODE } from '@/mocks/seed/users';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { DEMO_GOOGLE_ACCESS_TOKEN } from '@/lib/demo';
import { recordRequests, useTestToken } from './recorder';

/**
 * Every function of src/api against the mock backend: the request it sends (method, path, payload, bearer
 * token when the call is authenticated) and the answer it parses (SPEC §7, API-CONTRACT.md).
 */

interface Ctx {
  admin: SessionUser;
  blogObjectId: string;
  readerId: string;
}

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** 'required' and 'optional' calls carry the signed-in user's bearer token; 'none' never does. */
  auth: 'required' | 'optional' | 'none';
  body?: (ctx: Ctx) => unknown;
  run: (ctx: Ctx) => Promise<unknown>;
  /** `served`: what the mock server answered on `path` (JSON), to compare with what the function read. */
  check: (answer: unknown, ctx: Ctx, served: unknown) => void;
}

const blogId = SEED_BLOG_IDS.everyBlock;
const isBlogList = (answer: unknown) => {
  const list = answer as { blog_id: string }[];
  expect(Array.isArray(list)).toBe(true);
  expect(list.length).toBeGreaterThan(0);
  expect(typeof list[0]!.blog_id).toBe('string');
};
/**
 * A count call answers the server's totalDocs. Checking the answer alone (a number, at least 0) could never
 * fail: the reader turns anything that is not a count into 0 (src/api/read.ts). So the count must be the
 * one served, and the seed must give it something to count, or a reader answering 0 would pass.
 */
const isServedCount = (answer: unknown, _ctx: Ctx, served: unknown) => {
  const { totalDocs } = served as { totalDocs: number };
  expect(totalDocs).toBeGreaterThan(0);
  expect(answer).toBe(totalDocs);
};

/** What the mock server answers on `path` from now on, as JSON (undefined for an empty body). */
function recordAnswers(path: string) {
  const answers: Promise<unknown>[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).pathname !== path) return;
    answers.push(
      response
        .clone()
        .text()
        .then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
    );
  };
  server.events.on('response:mocked', listener);
  return {
    last: async () => (await Promise.all(answers)).at(-1),
    stop: () => server.events.removeListener('response:mocked', listener),
  };
}

const cases: Case[] = [
  {
    name: 'checkNewNotification',
    method: 'GET',
    path: ENDPOINTS.newNotification,
    auth: 'required',
    run: () => auth.checkNewNotification(),
    check: (answer) => expect(answer).toEqual({ new_notification_available: expect.any(Boolean) }),
  },
  {
    name: 'signUp',
    method: 'POST',
    path: ENDPOINTS.signUp,
    auth: 'none',
    body: () => ({
      fullname: 'New Person',
      email: 'new.person@example.com',
      password: 'Newpass123',
    }),
    run: () =>
      auth.signUp({
        fullname: 'New Person',
        email: 'new.person@example.com',
        password: 'Newpass123',
      }),
    check: (answer) =>
      expect(answer).toMatchObject({
        email: 'new.person@example.com',
        message: expect.any(String),
      }),
  },
  {
    name: 'signIn',
    method: 'POST',
    path: ENDPOINTS.signIn,
    auth: 'none',
    body: () => ({ email: DEMO_ACCOUNTS.reader.email, password: DEMO_ACCOUNTS.reader.password }),
    run: () =>
      auth.signIn({ email: DEMO_ACCOUNTS.reader.email, password: DEMO_ACCOUNTS.reader.password }),
    check: (answer) =>
      expect(answer).toMatchObject({
        access_token: expect.any(String),
        username: DEMO_ACCOUNTS.reader.username,
        isAdmin: false,
        personal_info: { email: DEMO_ACCOUNTS.reader.email },
      }),
  },
  {
    name: 'googleAuth',
    method: 'POST',
    path: ENDPOINTS.googleAuth,
    auth: 'none',
    body: () => ({ access_token: DEMO_GOOGLE_ACCESS_TOKEN }),
    run: () => auth.googleAuth(DEMO_GOOGLE_ACCESS_TOKEN),
    check: (answer) => expect(answer).toMatchObject({ username: DEMO_ACCOUNTS.google.username }),
  },
  {
    name: 'verifyEmail',
    method: 'POST',
    path: ENDPOINTS.verifyEmail,
    auth: 'none',
    body: () => ({ email: DEMO_ACCOUNTS.pending.email, code: PENDING_SEED_CODE }),
    run: () => auth.verifyEmail(DEMO_ACCOUNTS.pending.email, PENDING_SEED_CODE),
    check: (answer) =>
      expect(answer).toMatchObject({
        message: expect.any(String),
        user: { username: DEMO_ACCOUNTS.pending.username, access_token: expect.any(String) },
      }),
  },
  {
    name: 'resendCode',
    method: 'POST',
    path: ENDPOINTS.resendCode,
    auth: 'none',
    body: () => ({ email: DEMO_ACCOUNTS.pending.email }),
    run: () => auth.resendCode(DEMO_ACCOUNTS.pending.email),
    check: (answer) => expect(answer).toEqual({ message: expect.any(String) }),
  },
  {
    name: 'forgotPassword',
    method: 'POST',
    path: ENDPOINTS.forgotPassword,
    auth: 'none',
    body: () => ({ email: DEMO_ACCOUNTS.reader.email }),
    run: () => auth.forgotPassword(DEMO_ACCOUNTS.reader.email),
    check: (answer) => expect(answer).toEqual({ message: expect.any(String) }),
  },
  {
    name: 'changePassword',
    method: 'POST',
    path: ENDPOINTS.changePassword,
    auth: 'required',
    body: () => ({ currentPassword: DEMO_ACCOUNTS.admin.password, newPassword: 'Changed123' }),
    run: () => auth.changePassword(DEMO_ACCOUNTS.admin.password, 'Changed123'),
    check: (answer) => expect(answer).toBeUndefined(),
  },
  {
    name: 'getBlog',
    method: 'POST',
    path: ENDPOINTS.getBlog,
    auth: 'optional',
    body: () => ({ blog_id: blogId }),
    run: () => blogs.getBlog(blogId),
    check: (answer) => {
      const blog = answer as Awaited<ReturnType<typeof blogs.getBlog>>;
      expect(blog.blog_id).toBe(blogId);
      expect(blog.content[0]!.blocks.length).toBeGreaterThan(5);
      expect(blog.author.personal_info.username).toEqual(expect.any(String));
      expect(blog.activity.total_reads).toBeGreaterThan(0);
    },
  },
  {
    name: 'getBlog in edit mode',
    method: 'POST',
    path: ENDPOINTS.getBlog,
    auth: 'optional',
    body: () => ({ blog_id: SEED_BLOG_IDS.adminDraft, draft: true, mode: 'edit' }),
    run: () => blogs.getBlog(SEED_BLOG_IDS.adminDraft, { draft: true, mode: 'edit' }),
    check: (answer) =>
      expect(answer).toMatchObject({ blog_id: SEED_BLOG_IDS.adminDraft, draft: true }),
  },
  {
    name: 'createBlog',
    method: 'POST',
    path: ENDPOINTS.createBlog,
    auth: 'required',
    body: () => ({
      title: 'A draft from the tests',
      banner: '',
      des: '',
      content: { blocks: [] },
      tags: [],
      draft: true,
    }),
    run: () =>
      myBlogs.createBlog({
        title: 'A draft from the tests',
        banner: '',
        des: '',
        content: { blocks: [] },
        tags: [],
        draft: true,
      }),
    check: (answer) => expect((answer as { id: string }).id).toMatch(/^a-draft-from-the-tests/),
  },
  {
    name: 'latestBlogs',
    method: 'POST',
    path: ENDPOINTS.latestBlogs,
    auth: 'none',
    body: () => ({ page: 1 }),
    run: () => blogs.latestBlogs(1),
    check: isBlogList,
  },
  {
    name: 'allLatestBlogsCount',
    method: 'POST',
    path: ENDPOINTS.allLatestBlogsCount,
    auth: 'none',
    body: () => ({}),
    run: () => blogs.allLatestBlogsCount(),
    check: isServedCount,
  },
  {
    name: 'searchBlogs',
    method: 'POST',
    path: ENDPOINTS.searchBlogs,
    auth: 'none',
    body: () => ({ tag: 'travel', page: 1 }),
    run: () => blogs.searchBlogs({ tag: 'travel', page: 1 }),
    check: (answer) => {
      isBlogList(answer);
      for (const blog of answer as { tags: string[] }[]) expect(blog.tags).toContain('travel');
    },
  },
  {
    name: 'searchBlogsCount',
    method: 'POST',
    path: ENDPOINTS.searchBlogsCount,
    auth: 'none',
    body: () => ({ query: 'the' }),
    run: () => blogs.searchBlogsCount({ query: 'the' }),
    check: isServedCount,
  },
  {
    name: 'similarBlogs',
    method: 'POST',
    path: ENDPOINTS.searchBlogs,
    auth: 'none',
    body: () => ({ tag: 'tech', limit: 6, eliminate_blog: blogId, page: 1 }),
    run: () => blogs.similarBlogs('tech', blogId),
    check: (answer) => {
      const list = answer as { blog_id: string }[];
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list.map((b) => b.blog_id)).not.toContain(blogId);
    },
  },
  {
    name: 'trendingBlogs',
    method: 'GET',
    path: ENDPOINTS.trendingBlogs,
    auth: 'none',
    run: () => blogs.trendingBlogs(),
    check: isBlogList,
  },
  {
    name: 'favouriteBlogs',
    method: 'POST',
    path: ENDPOINTS.favouriteBlogs,
    auth: 'required',
    body: (ctx) => ({ page: 1, profileId: ctx.readerId }),
    run: (ctx) => blogs.favouriteBlogs(1, ctx.readerId),
    check: isBlogList,
  },
  {
    name: 'favouriteBlogsCount',
    method: 'POST',
    path: ENDPOINTS.favouriteBlogsCount,
    auth: 'optional',
    body: (ctx) => ({ profileId: ctx.readerId }),
    run: (ctx) => blogs.favouriteBlogsCount(ctx.readerId),
    check: isServedCount,
  },
  {
    name: 'isLikedByUser',
    method: 'POST',
    path: ENDPOINTS.isLikedByUser,
    auth: 'required',
    body: (ctx) => ({ _id: ctx.blogObjectId }),
    run: (ctx) => blogs.isLikedByUser(ctx.blogObjectId),
    check: (answer) => expect(typeof answer).toBe('boolean'),
  },
  {
    name: 'likeBlog',
    method: 'POST',
    path: ENDPOINTS.likeBlog,
    auth: 'required',
    body: (ctx) => ({ _id: ctx.blogObjectId, islikedByUser: false, isLikedByUser: false }),
    run: (ctx) => blogs.likeBlog(ctx.blogObjectId, false),
    check: (answer) => expect(answer).toBeUndefined(),
  },
  {
    name: 'userWrittenBlogs',
    method: 'POST',
    path: ENDPOINTS.userWrittenBlogs,
    auth: 'required',
    // Also under the spelling some of the family's servers read (docs/decisions/0055).
    body: () => ({ page: 1, draft: false, query: '', deletedDocCount: 0, deleteDocCount: 0 }),
    run: () => myBlogs.userWrittenBlogs({ page: 1, draft: false, query: '', deletedDocCount: 0 }),
    check: isBlogList,
  },
  {
    name: 'userWrittenBlogsCount',
    method: 'POST',
    path: ENDPOINTS.userWrittenBlogsCount,
    auth: 'required',
    body: () => ({ draft: true, query: '' }),
    run: () => myBlogs.userWrittenBlogsCount(true, ''),
    check: isServedCount,
  },
  {
    name: 'deleteBlog',
    method: 'POST',
    path: ENDPOINTS.deleteBlog,
    auth: 'required',
    body: () => ({ blog_id: SEED_BLOG_IDS.adminDraft }),
    run: () => myBlogs.deleteBlog(SEED_BLOG_IDS.adminDraft),
    check: (answer) => expect(answer).toBeUndefined(),
  },
  {
    name: 'getBlogComments',
    method: 'POST',
    path: ENDPOINTS.getBlogComments,
    auth: 'none',
    body: (ctx) => ({ blog_id: ctx.blogObjectId, skip: 0 }),
    run: (ctx) => comments.getBlogComments(ctx.blogObjectId, 0),
    check: (answer) => {
      const list = answer as { comment: string; commented_by: { personal_info: object } }[];
      expect(Array.isArray(list)).toBe(true);
      for (const item of list) expect(item.commented_by.personal_info).toHaveProperty('username');
    },
  },
  {
    name: 'getReplies',
    method: 'POST',
    path: ENDPOINTS.getReplies,
    auth: 'none',
    body: () => ({ _id: 'comment-with-replies', skip: 0 }),
    run: () => comments.getReplies('comment-with-replies', 0),
    check: (answer) => expect((answer as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: 'addComment',
    method: 'POST',
    path: ENDPOINTS.addComment,
    auth: 'required',
    body: (ctx) => ({ _id: ctx.blogObjectId, blog_author: 'author-id', comment: 'Lovely read' }),
    run: (ctx) =>
      comments.addComment({
        _id: ctx.blogObjectId,
        blog_author: 'author-id',
        comment: 'Lovely read',
      }),
    check: (answer) =>
      expect(answer).toMatchObject({
        _id: expect.any(String),
        comment: 'Lovely read',
        children: [],
      }),
  },
  {
    name: 'deleteComment',
    method: 'POST',
    path: ENDPOINTS.deleteComment,
    auth: 'required',
    body: () => ({ _id: 'own-comment' }),
    run: () => comments.deleteComment('own-comment'),
    check: (answer) => expect(answer).toBe('deleted'),
  },
  {
    name: 'searchUsers',
    method: 'POST',
    path: ENDPOINTS.searchUsers,
    auth: 'none',
    body: () => ({ query: 'riley' }),
    run: () => users.searchUsers('riley'),
    check: (answer) =>
      expect(answer).toEqual([
        expect.objectContaining({
          personal_info: expect.objectContaining({ username: DEMO_ACCOUNTS.reader.username }),
        }),
      ]),
  },
  {
    name: 'getProfile',
    method: 'POST',
    path: ENDPOINTS.getProfile,
    auth: 'optional',
    body: () => ({ username: DEMO_ACCOUNTS.admin.username }),
    run: () => users.getProfile(DEMO_ACCOUNTS.admin.username),
    check: (answer) =>
      expect(answer).toMatchObject({
        personal_info: { username: DEMO_ACCOUNTS.admin.username, bio: expect.any(String) },
        account_info: { total_posts: expect.any(Number), total_reads: expect.any(Number) },
        social_links: { website: expect.stringMatching(/^https:/) },
        joinedAt: expect.any(String),
      }),
  },
  ...(['getFollowers', 'getFollowing'] as const).map((name): Case => ({
    name,
    method: 'POST',
    path: ENDPOINTS[name],
    auth: 'optional',
    body: (ctx) => ({ page: 1, profileId: ctx.admin._id }),
    run: (ctx) => users[name](1, ctx.admin._id),
    check: (answer) => {
      expect(Array.isArray(answer)).toBe(true);
      for (const user of answer as { personal_info: object }[]) {
        expect(user.personal_info).toHaveProperty('username');
      }
    },
  })),
  ...(['getFollowersCount', 'getFollowingCount'] as const).map((name): Case => ({
    name,
    method: 'POST',
    path: ENDPOINTS[name],
    auth: 'optional',
    body: (ctx) => ({ profileId: ctx.admin._id }),
    run: (ctx) => users[name](ctx.admin._id),
    check: isServedCount,
  })),
  {
    name: 'followUser',
    method: 'POST',
    path: ENDPOINTS.followUser,
    auth: 'required',
    body: (ctx) => ({ targetUserId: ctx.readerId }),
    run: (ctx) => users.followUser(ctx.readerId),
    check: (answer) => expect(answer).toBeUndefined(),
  },
  {
    name: 'unfollowUser',
    method: 'POST',
    path: ENDPOINTS.unfollowUser,
    auth: 'required',
    body: (ctx) => ({ targetUserId: ctx.readerId }),
    run: async (ctx) => {
      await users.followUser(ctx.readerId).catch(() => undefined);
      return users.unfollowUser(ctx.readerId);
    },
    check: (answer) => expect(answer).toBeUndefined(),
  },
  {
    name: 'updateProfileImg',
    method: 'POST',
    path: ENDPOINTS.updateProfileImg,
    auth: 'required',
    body: () => ({ url: 'http://localhost/mock-uploads/abc' }),
    run: () => profileUpdate.updateProfileImg('http://localhost/mock-uploads/abc'),
    check: (answer) => expect(answer).toEqual({ profile_img: 'http://localhost/mock-uploads/abc' }),
  },
  {
    name: 'updateProfile',
    method: 'POST',
    path: ENDPOINTS.updateProfile,
    auth: 'required',
    body: () => ({
      username: 'amelia_new',
      bio: 'New bio',
      social_links: {
        youtube: '',
        linkedin: '',
        facebook: '',
        twitter: '',
        github: 'https://github.com/amelia',
        instagram: '',
        website: '',
      },
    }),
    run: () =>
      profileUpdate.updateProfile({
        username: 'amelia_new',
        bio: 'New bio',
        social_links: {
          youtube: '',
          linkedin: '',
          facebook: '',
          twitter: '',
          github: 'https://github.com/amelia',
          instagram: '',
          website: '',
        },
      }),
    check: (answer) => expect(answer).toEqual({ username: 'amelia_new' }),
  },
  {
    name: 'getNotifications',
    method: 'POST',
    path: ENDPOINTS.notifications,
    auth: 'required',
    body: () => ({ page: 1, filter: 'all', deletedDocCount: 0, deleteDocCount: 0 }),
    run: () => notifications.getNotifications({ page: 1, filter: 'all', deletedDocCount: 0 }),
    check: (answer) => {
      const list = answer as { type: string; user: { personal_info: object }; blog: object }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]).toMatchObject({
        type: expect.stringMatching(/^(like|comment|reply)$/),
        user: { personal_info: { username: expect.any(String) } },
        blog: { blog_id: expect.any(String), title: expect.any(String) },
      });
    },
  },
  {
    name: 'allNotificationsCount',
    method: 'POST',
    path: ENDPOINTS.allNotificationsCount,
    auth: 'required',
    body: () => ({ filter: 'like' }),
    run: () => notifications.allNotificationsCount('like'),
    check: isServedCount,
  },
  {
    name: 'getUploadUrl',
    method: 'GET',
    path: ENDPOINTS.getUploadUrl,
    auth: 'optional',
    run: () => uploads.getUploadUrl(),
    check: (answer) => expect(answer).toMatch(/^http:\/\/localhost\/mock-uploads\/[^?]+\?/),
  },
];

describe('API functions (SPEC §7)', () => {
  it('sends no token on optional calls when signed out', async () => {
    useTestToken(null);
    const recorder = recordRequests();
    const profile = await users.getProfile(DEMO_ACCOUNTS.admin.username);
    const [request] = await recorder.settled();
    recorder.stop();
    expect(profile.personal_info.username).toBe(DEMO_ACCOUNTS.admin.username);
    expect(request!.authorization).toBeNull();
  });

  let ctx: Ctx;

  beforeEach(async () => {
    useTestToken(null);
    const admin = await auth.signIn({
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
    });
    useTestToken(admin.access_token);
    const blog = store.db.blogs.find((item) => item.blog_id === blogId)!;
    const reader = store.db.users.find(
      (user) => user.personal_info.username === DEMO_ACCOUNTS.reader.username,
    )!;
    ctx = { admin, blogObjectId: blog._id, readerId: reader._id };
  });

  it('covers every endpoint', () => {
    const covered = new Set(cases.map((c) => c.path));
    expect([...Object.values(ENDPOINTS)].filter((path) => !covered.has(path))).toEqual([]);
  });

  it.each(cases)('$name sends $method $path and reads the answer', async (testCase) => {
    // Seed-dependent ids the table cannot know in advance.
    if (testCase.name === 'getReplies') {
      const parent = store.db.comments.find((c) => c.children.length > 0)!;
      testCase = { ...testCase, body: () => ({ _id: parent._id, skip: 0 }) };
      testCase.run = () => comments.getReplies(parent._id, 0);
    }
    if (testCase.name === 'deleteComment') {
      const own = await comments.addComment({
        _id: ctx.blogObjectId,
        blog_author: 'x',
        comment: 'Mine',
      });
      testCase = { ...testCase, body: () => ({ _id: own._id }) };
      testCase.run = () => comments.deleteComment(own._id);
    }
    const recorder = recordRequests();
    const served = recordAnswers(testCase.path);
    try {
      const answer = await testCase.run(ctx);
      const requests = (await recorder.settled()).filter((r) => r.path === testCase.path);
      const request = requests.at(-1)!;
      expect(request.method).toBe(testCase.method);
      if (testCase.body) expect(request.body).toEqual(testCase.body(ctx));
      if (testCase.auth !== 'none') {
        expect(request.authorization).toBe(`Bearer ${ctx.admin.access_token}`);
      } else {
        expect(request.authorization).toBeNull();
      }
      testCase.check(answer, ctx, await served.last());
    } finally {
      recorder.stop();
      served.stop();
    }
  });
});
