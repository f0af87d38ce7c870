import type { QueryClient } from '@tanstack/react-query';
import type { Blog, BlogActivity, BlogSummary } from '@/api/types';
import type { PagedData } from './paged-query';
import { blogKeys } from './query-keys';

export type BlogListData = BlogSummary[] | PagedData<BlogSummary>;

export function changeList(
  data: BlogListData | undefined,
  blogId: string,
  change: (blog: BlogSummary) => BlogSummary,
): BlogListData | undefined {
  const apply = (items: BlogSummary[]) =>
    items.some((item) => item.blog_id === blogId)
      ? items.map((item) => (item.blog_id === blogId ? change(item) : item))
      : items;
  if (!data) return data;
  if (Array.isArray(data)) return apply(data);
  if (!Array.isArray(data.pages)) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, results: apply(page.results) })) };
}

/**
 * Applies a change to one blog wherever the cache shows it: its page and every list of cards (home, tag,
 * search, profile, favourites, trending, similar), paged or not. Nothing is asked of the server again.
 */
export function changeBlogEverywhere(
  client: QueryClient,
  blogId: string,
  change: <T extends BlogSummary | Blog>(blog: T) => T,
): void {
  client.setQueryData<Blog>(blogKeys.detail(blogId), (blog) => (blog ? change(blog) : blog));
  client.setQueriesData<BlogListData>({ queryKey: blogKeys.lists() }, (data) =>
    changeList(data, blogId, change),
  );
}

/** Moves a blog's like count by `delta` everywhere it is shown (SPEC §4 Like: optimistic). */
export function adjustLikes(client: QueryClient, blogId: string, delta: number): void {
  changeBlogEverywhere(client, blogId, (blog) => {
    if (!blog.activity) return blog;
    const activity: BlogActivity = {
      ...blog.activity,
      total_likes: Math.max(0, blog.activity.total_likes + delta),
    };
    return { ...blog, activity };
  });
}
