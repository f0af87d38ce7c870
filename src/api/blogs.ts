import { post, get, malformed } from './client';
import { ENDPOINTS } from './endpoints';
import { isRecord, list, readActivity, readUserSummary, record, text, totalDocs } from './read';
import type {
  Blog,
  BlogContent,
  BlogSearchFilter,
  BlogSummary,
  ContentBlock,
  CreateBlogPayload,
} from './types';

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

function readBlocks(value: unknown): ContentBlock[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (block): block is ContentBlock =>
      isRecord(block) && typeof block.type === 'string' && isRecord(block.data),
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
    draft: blog.draft === true,
    publishedAt: text(blog.publishedAt),
    activity: readActivity(blog.activity),
    author: { ...author },
    ...(Array.isArray(blog.comments) ? { comments: blog.comments.map((id) => text(id)) } : {}),
  };
}

function blogs(body: unknown, what: string): BlogSummary[] {
  return list<unknown>(body, 'blogs', what).map(readBlogSummary);
}

/** Reading counts a read; the editor passes `draft: true, mode: 'edit'`, which does not. */
export async function getBlog(
  blogId: string,
  options: { draft?: boolean; mode?: 'edit' } = {},
): Promise<Blog> {
  const body = record(
    await post(ENDPOINTS.getBlog, { blog_id: blogId, ...options }, { authMode: 'optional' }),
    'the blog',
  );
  return readBlog(body.blog ?? body);
}

/** Used for both drafts and publishing; answers the blog's public id. */
export async function createBlog(payload: CreateBlogPayload): Promise<{ id: string }> {
  const body = await post<unknown>(ENDPOINTS.createBlog, payload, { authMode: 'required' });
  const id = isRecord(body) ? text(body.id) || text(body.blog_id) : '';
  return { id: id || payload.id || '' };
}

export async function latestBlogs(page: number): Promise<BlogSummary[]> {
  return blogs(await post(ENDPOINTS.latestBlogs, { page }), 'the latest blogs');
}

export async function allLatestBlogsCount(): Promise<number> {
  return totalDocs(await post(ENDPOINTS.allLatestBlogsCount), 'the blog count');
}

export async function searchBlogs(
  filter: BlogSearchFilter & { page: number },
): Promise<BlogSummary[]> {
  return blogs(await post(ENDPOINTS.searchBlogs, filter), 'the search results');
}

export async function searchBlogsCount(filter: BlogSearchFilter): Promise<number> {
  return totalDocs(await post(ENDPOINTS.searchBlogsCount, filter), 'the search count');
}

/** SPEC §9: similar blogs are 6, by the first tag, excluding the current blog. */
export async function similarBlogs(tag: string, excludeBlogId: string): Promise<BlogSummary[]> {
  return searchBlogs({ tag, limit: 6, eliminate_blog: excludeBlogId, page: 1 });
}

export async function trendingBlogs(): Promise<BlogSummary[]> {
  return blogs(await get(ENDPOINTS.trendingBlogs), 'the trending blogs');
}

export async function favouriteBlogs(page: number, profileId: string): Promise<BlogSummary[]> {
  const body = await post(ENDPOINTS.favouriteBlogs, { page, profileId }, { authMode: 'required' });
  const results = isRecord(body) && Array.isArray(body.blogs) ? body.blogs : undefined;
  return (results ?? list<unknown>(body, 'results', 'the favourite blogs')).map(readBlogSummary);
}

export async function favouriteBlogsCount(profileId: string): Promise<number> {
  return totalDocs(
    await post(ENDPOINTS.favouriteBlogsCount, { profileId }, { authMode: 'optional' }),
    'the favourite count',
  );
}

export async function isLikedByUser(blogObjectId: string): Promise<boolean> {
  const body = record(
    await post(ENDPOINTS.isLikedByUser, { _id: blogObjectId }, { authMode: 'required' }),
    'the like state',
  );
  return Boolean(body.result ?? body.results);
}

/** Sends the prior liked flag (SPEC §4): the server toggles from it. */
export async function likeBlog(blogObjectId: string, islikedByUser: boolean): Promise<void> {
  await post(ENDPOINTS.likeBlog, { _id: blogObjectId, islikedByUser }, { authMode: 'required' });
}

export interface UserWrittenBlogsQuery {
  page: number;
  draft: boolean;
  query: string;
  deletedDocCount: number;
}

export async function userWrittenBlogs(q: UserWrittenBlogsQuery): Promise<BlogSummary[]> {
  return blogs(await post(ENDPOINTS.userWrittenBlogs, q, { authMode: 'required' }), 'your blogs');
}

export async function userWrittenBlogsCount(draft: boolean, query: string): Promise<number> {
  return totalDocs(
    await post(ENDPOINTS.userWrittenBlogsCount, { draft, query }, { authMode: 'required' }),
    'your blog count',
  );
}

export async function deleteBlog(blogId: string): Promise<void> {
  await post(ENDPOINTS.deleteBlog, { blog_id: blogId }, { authMode: 'required' });
}
