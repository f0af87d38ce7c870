import { post } from './client';
import { ENDPOINTS } from '../config/endpoints';
import { crashedOnNothing } from './entry-calls';
import { ApiError } from './errors';
import { isRecord, text, totalDocs } from './read';
import { withSearchText } from './search-text';
import { blogs } from './blogs';
import type { BlogSummary, CreateBlogPayload } from './types';

/**
 * The writer's own blogs (SPEC §7 create-blog, user-written-blogs and its count, delete-blog): the dashboard's calls and the
 * editor's, kept apart from the reading pages' blogs.ts so that no reading page downloads them.
 */

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
