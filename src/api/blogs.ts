import { post, get } from './client';
import { withSearchText } from './search-text';
import { ENDPOINTS } from '../config/endpoints';
import { isRecord, list, record, totalDocs } from './read';
import { readBlogSummary } from './entry-calls';
import type { BlogSearchFilter, BlogSummary } from './types';

// get-blog and its readers are in entry-calls.ts (a route loader asks for a blog from the entry).
export { getBlog, readBlog, readBlogSummary, readContent } from './entry-calls';

export function blogs(body: unknown, what: string): BlogSummary[] {
  return list<unknown>(body, 'blogs', what).map(readBlogSummary);
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
  const body = await withSearchText(
    filter.query,
    (query) => post(ENDPOINTS.searchBlogs, query === undefined ? filter : { ...filter, query }),
    { retryEmpty: filter.page === 1 },
  );
  return blogs(body, 'the search results');
}

export async function searchBlogsCount(filter: BlogSearchFilter): Promise<number> {
  const body = await withSearchText(filter.query, (query) =>
    post(ENDPOINTS.searchBlogsCount, query === undefined ? filter : { ...filter, query }),
  );
  return totalDocs(body, 'the search count');
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
  // API-CONTRACT.md: truthy when liked: `true`, or the like's own document (`{ result: { _id } }`) on the
  // family's servers; `null` when not. A list of likes counts when it has one.
  const result = body.result ?? body.results;
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

/**
 * Sends the prior liked flag (SPEC §4): the server toggles from it. SPEC spells it `islikedByUser`; six of ten
 * servers of the family read `isLikedByUser` and add a like when it is missing, so both are sent.
 */
export async function likeBlog(blogObjectId: string, islikedByUser: boolean): Promise<void> {
  await post(
    ENDPOINTS.likeBlog,
    { _id: blogObjectId, islikedByUser, isLikedByUser: islikedByUser },
    { authMode: 'required' },
  );
}
