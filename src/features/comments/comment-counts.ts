import type { QueryClient } from '@tanstack/react-query';
import type { Blog, BlogActivity, BlogSummary } from '@/api/types';
import { changeBlogEverywhere, changeList, type BlogListData } from '@/lib/blog-cache';
import { blogKeys } from '@/lib/query-keys';

/*
 * A blog's comment counts on every copy the cache keeps (its page and every list of cards), as the comments
 * panel changes them: here, with the panel's code, rather than in blog-cache.ts, which the blog page's first
 * load carries for its likes (0062).
 */

/** Whether a copy of the blog was read after `sentAt`: whether it counts a change sent then is not known. */
const readSince = (client: QueryClient, key: readonly unknown[], sentAt: number) =>
  (client.getQueryState(key)?.dataUpdatedAt ?? 0) > sentAt;

/**
 * Moves a blog's comment counts wherever it is shown (SPEC §4 Comments): `total` for total_comments,
 * `parents` for total_parent_comments. The blog page's comment button follows at once. A copy read after
 * the change was sent (`sentAt`: the reader went elsewhere and came back while it was out) may count it
 * already: it is left as read, and the answer says whether the blog page's copy was such a one, whose counts
 * must then be read again (the late-effects audit, 0062: a comment was counted twice).
 */
export function adjustComments(
  client: QueryClient,
  blogId: string,
  { total, parents }: { total: number; parents: number },
  sentAt = Infinity,
): boolean {
  const detail = blogKeys.detail(blogId);
  // A read of the blog still under way would put the old counts back.
  void client.cancelQueries({ queryKey: detail });
  const move = <T extends BlogSummary | Blog>(blog: T): T => {
    if (!blog.activity) return blog;
    const activity: BlogActivity = {
      ...blog.activity,
      total_comments: Math.max(0, blog.activity.total_comments + total),
      total_parent_comments: Math.max(0, blog.activity.total_parent_comments + parents),
    };
    return { ...blog, activity };
  };
  const detailReadSince = readSince(client, detail, sentAt);
  if (!detailReadSince) client.setQueryData<Blog>(detail, (blog) => (blog ? move(blog) : blog));
  for (const query of client.getQueryCache().findAll({ queryKey: blogKeys.lists() })) {
    if (readSince(client, query.queryKey, sentAt)) continue;
    client.setQueryData<BlogListData>(query.queryKey, (data) => changeList(data, blogId, move));
  }
  return detailReadSince;
}

/** The comment counts as the server keeps them (read again after a delete whose size the panel could not know). */
export function setCommentCounts(
  client: QueryClient,
  blogId: string,
  {
    total_comments,
    total_parent_comments,
  }: Pick<BlogActivity, 'total_comments' | 'total_parent_comments'>,
): void {
  void client.cancelQueries({ queryKey: blogKeys.detail(blogId) });
  changeBlogEverywhere(client, blogId, (blog) =>
    blog.activity
      ? { ...blog, activity: { ...blog.activity, total_comments, total_parent_comments } }
      : blog,
  );
}
