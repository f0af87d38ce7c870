import { get, post, malformed } from './client';
import { ApiError, notFoundError } from './errors';
import { ENDPOINTS } from '../config/endpoints';
import { isRecord, readActivity, readProfile, readUserSummary, record, text } from './read';
import type { Blog, BlogContent, BlogSummary, ContentBlock, Profile } from './types';

/**
 * The calls the app's entry makes itself: the reads a route's loader starts as a navigation starts
 * (get-blog, get-profile; src/app/route-data.ts) and the notification check (src/app/providers). They live
 * apart from the other calls of their resource (blogs.ts, users.ts, auth.ts, which re-export them) because the
 * bundler places a whole module where its first user is: with get-blog in blogs.ts, every blog call of the
 * editor, the dashboard and the lists came with the entry to every page.
 */

function readTags(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
}

export function readBlogSummary(value: unknown): BlogSummary {
  const blog = record(value, 'a blog');
  const summary: BlogSummary = {
    blog_id: text(blog.blog_id),
    title: text(blog.title),
    publishedAt: text(blog.publishedAt),
  };
  if (typeof blog._id === 'string') summary._id = blog._id;
  if (blog.des !== undefined) summary.des = text(blog.des);
  if (blog.banner !== undefined) summary.banner = text(blog.banner);
  if (blog.tags !== undefined) summary.tags = readTags(blog.tags);
  if (typeof blog.draft === 'boolean') summary.draft = blog.draft;
  if (blog.activity !== undefined) summary.activity = readActivity(blog.activity);
  if (isRecord(blog.author)) summary.author = readUserSummary(blog.author);
  return summary;
}

/**
 * Every block with a type is kept as stored (issue 29 item 1): mongoose drops an empty object when it saves,
 * so a divider comes back as `{ id, type: 'delimiter' }`, without `data`. A block without data reads as one
 * with none.
 */
function readBlocks(value: unknown): ContentBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((block): ContentBlock[] =>
    isRecord(block) && typeof block.type === 'string'
      ? [{ ...block, type: block.type, data: isRecord(block.data) ? block.data : {} }]
      : [],
  );
}

/** Content is "an array whose first item has blocks"; a bare `{ blocks }` is accepted too. */
export function readContent(value: unknown): BlogContent[] {
  const items = Array.isArray(value) ? value : isRecord(value) ? [value] : [];
  return items.filter(isRecord).map((item) => {
    const content: BlogContent = { blocks: readBlocks(item.blocks) };
    if (typeof item.time === 'number') content.time = item.time;
    if (typeof item.version === 'string') content.version = item.version;
    return content;
  });
}

export function readBlog(value: unknown): Blog {
  const blog = record(value, 'the blog');
  if (typeof blog.blog_id !== 'string') throw malformed('the blog');
  const author = readUserSummary(blog.author);
  return {
    _id: text(blog._id),
    blog_id: blog.blog_id,
    title: text(blog.title),
    banner: text(blog.banner),
    des: text(blog.des),
    content: readContent(blog.content),
    tags: readTags(blog.tags),
    // Issue 29 item 2: the family's get-blog never says; unknown is not 'published'.
    ...(typeof blog.draft === 'boolean' ? { draft: blog.draft } : {}),
    publishedAt: text(blog.publishedAt),
    activity: readActivity(blog.activity),
    author: { ...author },
    ...(Array.isArray(blog.comments) ? { comments: blog.comments.map((id) => text(id)) } : {}),
  };
}

/**
 * API-CONTRACT.md: the family's get-blog finds no blog, reads its author anyway and answers its runtime's
 * crash, a 500 (`Cannot read properties of null (reading 'author')`). That crash says the blog is missing; any
 * other 500 stays a failure worth retrying.
 */
const NOTHING_FOUND =
  /Cannot read propert(?:ies of (?:null|undefined)|y '[^']*' of (?:null|undefined))/;

export function crashedOnNothing(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 500 && NOTHING_FOUND.test(error.serverText ?? '')
  );
}

/** Reading counts a read; the editor passes `draft: true, mode: 'edit'`, which does not. */
export async function getBlog(
  blogId: string,
  options: { draft?: boolean; mode?: 'edit' } = {},
): Promise<Blog> {
  const answer = await post(
    ENDPOINTS.getBlog,
    { blog_id: blogId, ...options },
    { authMode: 'optional' },
  ).catch((error: unknown) => {
    throw crashedOnNothing(error) ? notFoundError('The blog') : error;
  });
  const body = record(answer, 'the blog');
  // A lookup that found nothing and said so (`{ blog: null }`), as get-profile's 200 `null`.
  if (body.blog === null) throw notFoundError('The blog');
  return readBlog(body.blog ?? body);
}

/** An unknown username answers 404 here and 200 `null` on the family's servers (API-CONTRACT.md). */
export async function getProfile(username: string): Promise<Profile> {
  const body = await post<unknown>(ENDPOINTS.getProfile, { username }, { authMode: 'optional' });
  if (body === null || body === '' || (isRecord(body) && 'user' in body && body.user === null)) {
    throw notFoundError('The profile');
  }
  return readProfile(body);
}

/** SPEC §4: the fields are merged into the session (at least new_notification_available). */
export async function checkNewNotification(): Promise<{ new_notification_available: boolean }> {
  const body = record(
    await get(ENDPOINTS.newNotification, { authMode: 'required' }),
    'the notification check',
  );
  return { new_notification_available: body.new_notification_available === true };
}
