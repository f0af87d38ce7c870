import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getBlog } from '@/api/blogs';
import { addCommentOnce, deleteComment } from '@/api/comments';
import { allNotificationsCount, getNotifications } from '@/api/notifications';
import type { Blog, Notification, NotificationFilter } from '@/api/types';
import { usePagedQuery, type PagedData } from '@/lib/paged-query';
import { removeFromPagedList, updateInPagedLists } from '@/lib/paged-writes';
import { blogKeys, commentKeys, notificationKeys } from '@/lib/query-keys';
import { sessionStore, useSession, viewerId } from '@/lib/session';
import {
  countAllNotifications,
  notificationsDeleted,
  notificationsOpened,
  notificationsSeen,
  readOpened,
} from '@/lib/unseen-notifications';
import { checkKey, type NotificationCheck } from '@/lib/unseen-title';

/**
 * SPEC §7 notifications + all-notifications-count through the shared paging helper (page, filter,
 * deletedDocCount). SPEC §4: loading notifications clears the new-notification flag, so the red dots on
 * the bell and the sidebar go at once. The flag check of the same page load may answer after the list
 * did: notifications loaded keep it cleared from any check begun before they were. A flag raised later
 * (a later check, or another tab's) waits for this list to be loaded again.
 */
export function useNotifications(filter: NotificationFilter) {
  const client = useQueryClient();
  const user = useSession();
  const viewer = viewerId(user);
  const list = usePagedQuery<Notification>({
    queryKey: notificationKeys.list(filter, viewer),
    fetchPage: (page, deletedDocCount) => getNotifications({ page, filter, deletedDocCount }),
    fetchCount: async () => {
      if (filter !== 'all') return allNotificationsCount(filter);
      // Issue 17 item 6: the user now sees this many; the title counts newer ones from here (0013).
      const asker = sessionStore.get();
      if (!asker) return allNotificationsCount(filter);
      const total = await countAllNotifications(client, asker);
      notificationsSeen(asker, total);
      return total;
    },
    enabled: Boolean(viewer),
  });
  const flagged = user?.new_notification_available === true;
  // When this tab learnt of the flag, and when it last saw it clear (this page's visit).
  const raisedAt = useRef(0);
  const clearAt = useRef(0);
  useEffect(() => {
    if (!flagged) {
      raisedAt.current = 0;
      clearAt.current = Date.now();
      return;
    }
    if (!raisedAt.current) {
      // Raised by this tab's own check (answered since the flag was last seen clear): what it found
      // existed when that check began (issue 17 item 6: the check of the same page load may answer after
      // the list did). Otherwise it came from another tab (session-tabs.ts), or with the session: known
      // only from now on.
      const check = client.getQueryData<NotificationCheck>(checkKey(user));
      const answeredAt = client.getQueryState(checkKey(user))?.dataUpdatedAt ?? 0;
      const ownCheck = check?.flag === true && answeredAt >= clearAt.current;
      raisedAt.current = ownCheck ? check.startedAt : Date.now();
    }
    // SPEC §4: loading notifications clears the flag; only a load of this list answered since the flag
    // was raised has loaded what it is about. A flag heard from another tab (or found by a later check)
    // stays until then, rather than being cleared for every tab by a list that does not show the news.
    if (list.status === 'ready' && list.readAt >= raisedAt.current) {
      sessionStore.update({ new_notification_available: false });
    }
  }, [list.status, list.readAt, flagged, client, user]);
  return list;
}

const madeAt = (item: Notification) => {
  const time = Date.parse(item.createdAt);
  return Number.isNaN(time) ? 0 : time;
};

/**
 * Issue 29 item 6: which notifications this reader had opened before this visit of the page. Some servers
 * never mark a notification seen; an item no newer than the newest one opened here before is shown as
 * seen, while those new this time keep their mark until the page is opened again. What the page shows is
 * remembered (per user, in this browser) as opened. A server that marks them (an item loaded comes back
 * seen) is believed: an older item it still calls unseen (a page never reached) keeps its mark.
 */
export function useOpenedBefore(items: readonly Notification[]): (item: Notification) => boolean {
  const user = useSession();
  const [before] = useState(() => (user ? readOpened(user._id) : 0));
  const newest = items.reduce((latest, item) => Math.max(latest, madeAt(item)), 0);
  useEffect(() => {
    if (user && newest) notificationsOpened(user, newest);
  }, [newest, user]);
  const serverMarks = items.some((item) => item.seen);
  return (item) => item.seen || (!serverMarks && before > 0 && madeAt(item) <= before);
}

/** A notification's comment changed on the server: the blog's page and its comments are read afresh. */
function forgetBlog(client: QueryClient, item: Notification) {
  client.removeQueries({ queryKey: commentKeys.thread(item.blog._id) });
  void client.invalidateQueries({ queryKey: blogKeys.detail(item.blog.blog_id) });
  void client.invalidateQueries({ queryKey: blogKeys.lists(), refetchType: 'none' });
}

/**
 * add-comment's `blog_author`, which the server keeps on the reply and checks when someone deletes it. A
 * 'comment' notification is about the viewer's own blog (the server notifies the blog's author). A 'reply' may
 * be on anyone's blog, and most servers do not say whose (API-CONTRACT.md): the blog as read this visit says,
 * or get-blog in edit mode, which counts no read. The viewer's id there would make the replier the blog's
 * author, and the real author could not delete the reply on their own blog.
 */
async function blogAuthorOf(client: QueryClient, item: Notification, viewer: string) {
  if (item.blog.author) return item.blog.author;
  if (item.type !== 'reply') return viewer;
  const blog =
    client.getQueryData<Blog>(blogKeys.detail(item.blog.blog_id)) ??
    (await getBlog(item.blog.blog_id, { mode: 'edit' }));
  return blog.author._id ?? viewer;
}

/**
 * SPEC §2 inline reply: add-comment replying to the notification's comment, with its notification_id so
 * the server records the reply on it; the sent reply then shows beneath the item, in every cached list.
 */
export function useReplyToNotification(item: Notification) {
  const client = useQueryClient();
  const user = useSession();
  const mutation = useMutation({
    mutationFn: async (text: string) =>
      addCommentOnce(
        {
          _id: item.blog._id,
          blog_author: await blogAuthorOf(client, item, user?._id ?? ''),
          comment: text,
          replying_to: item.comment?._id ?? '',
          notification_id: item._id,
        },
        { _id: user?._id ?? '', username: user?.username ?? '' },
      ),
    meta: { failure: 'Reply failed' },
    onSuccess: (reply) => {
      updateInPagedLists<Notification>(client, notificationKeys.lists(), (each) =>
        each._id === item._id
          ? { ...each, reply: { _id: reply._id, comment: reply.comment } }
          : each,
      );
      // The blog's page, kept for Back or Forward, counts the reply now; its next read confirms it (it was
      // drawn with the old count, then the new one). Its cards are read again when shown. Not through
      // the comments panel's adjustComments (comment-counts.ts): another feature's code, and shared with
      // this chunk it would leave the panel's chunk for one file more (decisions 0061, 0062).
      const page = blogKeys.detail(item.blog.blog_id);
      void client.cancelQueries({ queryKey: page });
      client.setQueryData<Blog>(page, (blog) =>
        blog?.activity
          ? {
              ...blog,
              activity: { ...blog.activity, total_comments: blog.activity.total_comments + 1 },
            }
          : blog,
      );
      forgetBlog(client, item);
    },
  });
  return (text: string) => mutation.mutateAsync(text);
}

/**
 * The comments the server deletes with a notification's comment, as far as the loaded notifications tell: it,
 * the viewer's reply to it, and down the chain every reply a loaded notification is about (a reply to that
 * reply, and so on). Their notifications go on the server too (SPEC §4 delete: replies with their comment).
 */
function deletedWith(client: QueryClient, item: Notification): Set<string> {
  const gone = new Set([item.comment?._id, item.reply?._id].filter((id): id is string => !!id));
  const loaded = client
    .getQueriesData<PagedData<Notification>>({ queryKey: notificationKeys.lists() })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.results) ?? []);
  for (let grew = gone.size > 0; grew;) {
    grew = false;
    for (const each of loaded) {
      if (!gone.has(each.replied_on_comment?._id ?? '')) continue;
      for (const id of [each.comment?._id, each.reply?._id]) {
        if (id && !gone.has(id)) {
          gone.add(id);
          grew = true;
        }
      }
    }
  }
  return gone;
}

/**
 * SPEC §4: deleting a notification's comment removes the item, lowering totalDocs by 1 and raising the
 * deletedDocCount the next page's call sends (the server removed that notification, and those about the
 * replies that go with the comment, at any depth: deletedWith). Deleting only the sent reply takes the reply off the item; the
 * notification stays on the server, so the list's counts stay as they are (lowering them would make the
 * next page skip one). A failed delete changes nothing.
 */
export function useDeleteFromNotification(item: Notification) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (target: 'comment' | 'reply') => deleteComment(item[target]?._id ?? ''),
    meta: { failure: 'Delete failed' },
    onSuccess: (_answer, target) => {
      if (target === 'reply') {
        updateInPagedLists<Notification>(client, notificationKeys.lists(), (each) =>
          each._id === item._id ? { ...each, reply: undefined } : each,
        );
      } else {
        const gone = deletedWith(client, item);
        const removed = (each: Notification) =>
          each._id === item._id || gone.has(each.replied_on_comment?._id ?? '');
        let most = 1;
        for (const query of client
          .getQueryCache()
          .findAll({ queryKey: notificationKeys.lists() })) {
          most = Math.max(most, removeFromPagedList(client, query.queryKey, removed));
        }
        // They had been seen: the baseline goes down with the total, or newer ones would go uncounted
        // in the title (issue 17 item 6).
        const viewer = sessionStore.get();
        if (viewer) notificationsDeleted(client, viewer, most);
      }
      forgetBlog(client, item);
    },
  });
  return {
    remove: (target: 'comment' | 'reply') => mutation.mutateAsync(target),
    deleting: mutation.isPending ? mutation.variables : null,
  };
}
