import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { deleteBlog, userWrittenBlogs, userWrittenBlogsCount } from '@/api/my-blogs';
import type { BlogSummary } from '@/api/types';
import { usePagedQuery, type PagedData } from '@/lib/paged-query';
import { removeFromPagedList } from '@/lib/paged-writes';
import { forgetListsShowing } from '@/lib/forget-lists';
import { blogKeys, userKeys } from '@/lib/query-keys';

export type BlogKind = 'published' | 'draft';

/** SPEC §7 user-written-blogs (+ count): the admin's own published blogs or drafts, by search text. */
export function useMyBlogs(kind: BlogKind, query: string) {
  const draft = kind === 'draft';
  return usePagedQuery<BlogSummary>({
    queryKey: blogKeys.mine(kind, query),
    fetchPage: (page, deletedDocCount) => userWrittenBlogs({ page, draft, query, deletedDocCount }),
    fetchCount: () => userWrittenBlogsCount(draft, query),
  });
}

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * SPEC §4 deleting a blog: it leaves the list and totalDocs goes down by 1 (the next page's call sends
 * deletedDocCount); if that empties the loaded page while more exist, the list starts over from page 1.
 * Every other list (home, profile, search) and the blog's page are asked again when next shown, so the
 * blog is gone there too without a reload. SPEC §8: a failure is only logged; the screen says it too.
 */
export function useDeleteBlog(listKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    meta: { failure: 'Deleting the blog failed' },
    mutationFn: (blogId: string) => deleteBlog(blogId),
    onSuccess: (_answer, blogId) => {
      removeFromPagedList<BlogSummary>(client, listKey, (blog) => blog.blog_id === blogId);
      // Every other list kept that shows it (home, a profile, search…) is read when next shown, not drawn.
      forgetListsShowing(client, blogId);
      const data = client.getQueryData<PagedData<BlogSummary>>(listKey);
      const left = data?.pages.reduce((sum, page) => sum + page.results.length, 0) ?? 0;
      const total = data?.pages.at(-1)?.totalDocs ?? 0;
      if (left === 0 && total > 0) void client.resetQueries({ queryKey: listKey, exact: true });
      void client.invalidateQueries({
        queryKey: blogKeys.lists(),
        predicate: (query) => !sameKey(query.queryKey, listKey),
      });
      // Its page is gone: Back to it asks the server, which says so (not the copy kept: 0059).
      client.removeQueries({ queryKey: blogKeys.detail(blogId), exact: true });
      void client.invalidateQueries({ queryKey: blogKeys.details() });
      void client.invalidateQueries({ queryKey: userKeys.profiles() });
    },
  });
}
