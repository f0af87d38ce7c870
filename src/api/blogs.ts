import { post, get } from './client';
import { withSearchText } from './search-text';
import { ENDPOINTS } from '../config/endpoints';
import { isRecord, list, record, text, totalDocs } from './read';
import { ApiError } from './errors';
import { crashedOnNothing, readBlogSummary } from './entry-calls';
import type { BlogSearchFilter, BlogSummary, CreateBlogPayload } from './types';

// get-blog and its readers are in entry-calls.ts (a route loader asks for a blog from the entry).
export { getBlog, readBlog, readBlogSummary, readContent } from './entry-calls';

function blogs(body: unknown, what: string): BlogSummary[] {
  return list<unknown>(body, 'blogs', what).map(readBlogSummary);
}

/** A MongoDB ObjectId as text: a blog's database `_id`, which is never its public blog_id. */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * Used for both drafts and publishing; answers the blog's public id (blog_id). An edit is the blog it edits.
 * For a new blog, null where the server did not say it: some of the family's servers answer the new blog's
 * database `_id` instead (docs/decisions/0055), which no call takes for a blog_id.
 */
export async function createBlog(payload: CreateBlogPayload): Promise<{ id: string | null }> {
  const body = await post<unknown>(ENDPOINTS.createBlog, payload, { authMode: 'required' });
  if (payload.id) return { id: payload.id };
  const id = isRecord(body) ? text(body.blog_id) || text(body.id) : '';
  return { id: id && !OBJECT_ID.test(id) ? id : null };
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

export interface UserWrittenBlogsQuery {
  page: number;
  draft: boolean;
  query: string;
  deletedDocCount: number;
}

/**
 * SPEC's `deletedDocCount` is sent under the other spelling too, `deleteDocCount`, which some of the family's
 * servers read instead (docs/decisions/0055): otherwise Load More skips as many blogs as were deleted.
 */
export async function userWrittenBlogs(q: UserWrittenBlogsQuery): Promise<BlogSummary[]> {
  const body = await withSearchText(
    q.query,
    (query) =>
      post(
        ENDPOINTS.userWrittenBlogs,
        { ...q, query, deleteDocCount: q.deletedDocCount },
        { authMode: 'required' },
      ),
    { retryEmpty: q.page === 1 },
  );
  return blogs(body, 'your blogs');
}

export async function userWrittenBlogsCount(draft: boolean, query: string): Promise<number> {
  const body = await withSearchText(query, (text) =>
    post(ENDPOINTS.userWrittenBlogsCount, { draft, query: text ?? '' }, { authMode: 'required' }),
  );
  return totalDocs(body, 'your blog count');
}

/**
 * Deleting a blog that is gone already (deleted in another tab, on another device) has done what was asked:
 * SPEC's server answers 404, the family's crashes on the blog it did not find (a 500 that says so,
 * docs/decisions/0055). Either is taken as done, so the list lets it go instead of failing every retry.
 */
export async function deleteBlog(blogId: string): Promise<void> {
  await post(ENDPOINTS.deleteBlog, { blog_id: blogId }, { authMode: 'required' }).catch(
    (error: unknown) => {
      const gone =
        (error instanceof ApiError && error.status === 404 && !error.missingCall) ||
        crashedOnNothing(error);
      if (!gone) throw error;
    },
  );
}
