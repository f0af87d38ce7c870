import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiError } from '@/api/errors';
import { isLikedByUser, likeBlog, similarBlogs } from '@/api/blogs';
import { blogQuery } from '@/lib/entity-queries';
import type { Blog } from '@/api/types';
import { useSession, viewerId } from '@/lib/session';
import { adjustLikes } from '@/lib/blog-cache';
import { blogKeys, STALE } from '@/lib/query-keys';
import { queryView } from '@/lib/query-view';

export const LIKE_LOGIN_TEXT = 'Please login to like this blog';

/**
 * SPEC §7 get-blog. A new visit is a new read (get-blog counts reads, and likes and comments move): the
 * page shows what is kept at once while the route's loader asks again behind it (src/lib/entity-queries.ts),
 * unless the server now says the blog is not there.
 */
export function useBlog(blogId: string) {
  const enabled = Boolean(blogId);
  const query = useQuery({ ...blogQuery(blogId), enabled });
  const view = queryView(query, enabled);
  // Gone from the server since it was kept (deleted elsewhere): its answer wins over the copy kept (0065).
  return blogMissing(query.error)
    ? { status: 'error' as const, data: undefined, error: query.error, reload: view.reload }
    : view;
}

/** The server's answer for a blog it does not have (SPEC's not-found). */
export const blogMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** SPEC §2 'Similar Blogs': 6 by the first tag, excluding this blog (SPEC §9). */
export function useSimilarBlogs(blog: Blog | undefined) {
  const tag = blog?.tags[0] ?? '';
  const blogId = blog?.blog_id ?? '';
  const enabled = Boolean(blogId && tag);
  return queryView(
    useQuery({
      queryKey: blogKeys.similar(blogId, tag),
      queryFn: () => similarBlogs(tag, blogId),
      enabled,
      staleTime: STALE.list,
    }),
    enabled,
  );
}

/**
 * SPEC §4 Like: optimistic — the heart flips and the count moves by 1 at once, on this page and on every
 * card that shows the blog; the call sends the blog's _id and the prior liked flag; no rollback on failure
 * (only logged, SPEC §8). Only signed-in users may like ('Please login to like this blog', SPEC §5). The
 * liked state comes from isliked-by-user. Afterwards only the liker's favourites are forgotten, to be read
 * when next shown: that is the one list a like changes on the server that the cache cannot work out.
 *
 * The family's servers toggle from the flag we send (API-CONTRACT.md): a wrong flag adds a second like from
 * one person. So the button waits until the liked state is known (`ready`); each click reads the state the
 * previous click left in the cache, not the one this render saw (two clicks can land before a render); the
 * calls for one blog go one after the other (a mutation scope), each with the flag its click saw; and a
 * liked read still under way is cancelled, since it would put back the state from before the click.
 */
export function useLike(blog: Blog | undefined) {
  const user = useSession();
  const client = useQueryClient();
  const viewer = viewerId(user);
  const blogObjectId = blog?._id ?? '';
  const blogId = blog?.blog_id ?? '';
  const likedKey = blogKeys.liked(blogObjectId, viewer);
  const likedQuery = useQuery({
    queryKey: likedKey,
    queryFn: () => isLikedByUser(blogObjectId),
    enabled: Boolean(viewer && blogObjectId),
    staleTime: STALE.viewer,
  });

  // A press that is reading the liked state again: a second press waits for it (twice is once).
  const asking = useRef(false);

  const mutation = useMutation({
    mutationFn: (wasLiked: boolean) => likeBlog(blogObjectId, wasLiked),
    scope: { id: `like-blog:${blogObjectId}` },
    meta: { failure: 'Like failed' },
    // Forgotten, not kept stale: drawn as kept on Back, an unliked blog showed until the list was read again.
    onSuccess: () =>
      viewer && client.removeQueries({ queryKey: [...blogKeys.lists(), 'favourites', viewer] }),
  });

  const send = (wasLiked: boolean) => {
    // At once, before the call. A read of this blog or of its liked state still under way would put the old
    // figures back, so both are cancelled; the next visit reads them again.
    void client.cancelQueries({ queryKey: blogKeys.detail(blogId) });
    void client.cancelQueries({ queryKey: likedKey, exact: true });
    client.setQueryData(likedKey, !wasLiked);
    adjustLikes(client, blogId, wasLiked ? -1 : 1);
    mutation.mutate(wasLiked);
  };

  // The liked state could not be read (issue 29 item 15): a press asks for it again, and likes only once it
  // is known, so a like is never sent on a guess. Should it fail again, the press does nothing and the
  // button stays usable; the failure is only logged (SPEC §8), nothing on the page breaks.
  const readAgainAndToggle = () => {
    if (asking.current) return;
    asking.current = true;
    client
      .fetchQuery({ queryKey: likedKey, queryFn: () => isLikedByUser(blogObjectId), retry: false })
      .then(
        (liked) => send(liked),
        (error: unknown) => console.warn('Like failed', error),
      )
      .finally(() => (asking.current = false));
  };

  const toggle = () => {
    if (!user) {
      toast.error(LIKE_LOGIN_TEXT, { id: 'like-login' });
      return;
    }
    if (!blogObjectId) return;
    const wasLiked = client.getQueryData<boolean>(likedKey);
    if (wasLiked === undefined) readAgainAndToggle();
    else send(wasLiked);
  };

  return {
    liked: likedQuery.data ?? false,
    // Signed out, a press explains itself (SPEC §5); signed in, it waits for the liked state, or for its read
    // to have failed: then a press reads it again (readAgainAndToggle).
    ready: !user || likedQuery.data !== undefined || likedQuery.isError,
    toggle,
    signedIn: Boolean(user),
  };
}
