import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { getBlog, isLikedByUser, likeBlog, similarBlogs } from '@/api/blogs';
import type { Blog } from '@/api/types';
import { useSession } from '@/lib/session';
import { invalidateRequests } from '@/lib/request-cache';
import { useRequest } from '@/lib/use-request';

export const LIKE_LOGIN_TEXT = 'Please login to like this blog';

/** SPEC §7 get-blog. Each visit asks once (StrictMode's second run shares the request). */
export function useBlog(blogId: string) {
  return useRequest(blogId ? `blog:${blogId}` : null, () => getBlog(blogId));
}

/** SPEC §2 'Similar Blogs': 6 by the first tag, excluding this blog (SPEC §9). */
export function useSimilarBlogs(blog: Blog | undefined) {
  const tag = blog?.tags[0];
  return useRequest(
    blog && tag ? `similar:${blog.blog_id}:${tag}` : null,
    () => similarBlogs(tag ?? '', blog?.blog_id ?? ''),
    60_000,
  );
}

/**
 * SPEC §4 Like: optimistic — the heart flips and the count moves by 1 at once; the call sends the blog's
 * _id and the prior liked flag; no rollback on failure (only logged, SPEC §8). Only signed-in users may
 * like ('Please login to like this blog', SPEC §5). The liked state comes from isliked-by-user.
 */
export function useLike(blog: Blog | undefined, adjustCount: (delta: number) => void) {
  const user = useSession();
  const blogObjectId = blog?._id ?? '';
  const likedQuery = useRequest(
    user && blogObjectId ? `liked:${user._id}:${blogObjectId}` : null,
    () => isLikedByUser(blogObjectId),
  );
  const [override, setOverride] = useState<{ key: string; liked: boolean } | null>(null);
  const key = `${user?._id ?? ''}:${blogObjectId}`;
  const liked = (override?.key === key ? override.liked : likedQuery.data) ?? false;

  const toggle = useCallback(() => {
    if (!user) {
      toast.error(LIKE_LOGIN_TEXT, { id: 'like-login' });
      return;
    }
    if (!blogObjectId) return;
    setOverride({ key, liked: !liked });
    adjustCount(liked ? -1 : 1);
    // Lists elsewhere show like counts: let them ask again next time.
    invalidateRequests();
    likeBlog(blogObjectId, liked).catch((error: unknown) => console.warn('Like failed', error));
  }, [user, blogObjectId, key, liked, adjustCount]);

  return { liked, toggle, signedIn: Boolean(user) };
}
