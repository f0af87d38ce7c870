import { useEffect, useRef, useState } from 'react';
import type { BlogSummary } from '@/api/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FadeIn } from '@/components/ui/fade-in';
import { Pagination } from '@/components/ui/pagination';
import { RowListSkeleton } from '@/components/ui/skeleton';
import { MANAGE_LIST_ANIMATION_DELAY_S } from '@/lib/constants';
import { blogKeys } from '@/lib/query-keys';
import { DraftItem } from './draft-item';
import { PublishedItem } from './published-item';
import { useDeleteBlog, useMyBlogs, type BlogKind } from './use-manage-blogs';

export const MANAGE_TEXTS = {
  noPublished: 'No published blogs',
  noDrafts: 'No draft blogs',
  loadFailed: 'Your blogs could not be loaded.',
  deleteTitle: 'Delete this blog?',
  deleteText: (title: string) =>
    `“${title}” will be removed for good, with its comments and likes. This cannot be undone.`,
  deleteFailed: 'The blog could not be deleted. Please try again.',
} as const;

/**
 * One list of the admin's blogs (SPEC §2 Manage blogs): every state of the read (skeleton, empty text,
 * Retry, the shared pagination control) and Delete behind a confirmation. SPEC §8 only logs a failed
 * delete; the dialog also says so here: an admin who pressed Delete must not believe it worked.
 */
export function MyBlogList({ kind, query }: { kind: BlogKind; query: string }) {
  const list = useMyBlogs(kind, query);
  const remove = useDeleteBlog(blogKeys.mine(kind, query));
  const [target, setTarget] = useState<BlogSummary | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /**
   * Where the deleted blog was, and its tab panel: the dialog gives focus back to the Delete that opened it,
   * which went with the blog, so focus would drop to <body> (WCAG 2.4.3). It goes to the Delete of the blog
   * that took its place, else of the one before, else (none left) to the panel.
   */
  const refocus = useRef<{ index: number; panel: HTMLElement | null } | null>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || target) return;
    refocus.current = null;
    const items = listRef.current?.children ?? [];
    const item = items[Math.min(wanted.index, items.length - 1)];
    // The item's Delete (its Stats is a button too); its name goes on with the blog's title.
    const button = Array.from(item?.querySelectorAll('button') ?? []).find((each) =>
      each.textContent?.startsWith('Delete'),
    );
    (button ?? wanted.panel)?.focus();
  });

  const close = () => {
    setTarget(null);
    remove.reset();
  };
  const confirm = () => {
    if (!target) return;
    const place = {
      index: list.results.findIndex((blog) => blog.blog_id === target.blog_id),
      panel: listRef.current?.closest<HTMLElement>('[role="tabpanel"]') ?? null,
    };
    remove.mutate(target.blog_id, {
      onSuccess: () => {
        refocus.current = place;
        setTarget(null);
      },
    });
  };

  const ready = list.status === 'ready';
  return (
    <>
      {(list.status === 'loading' || list.status === 'idle') && (
        <RowListSkeleton label="Loading your blogs" />
      )}
      {list.status === 'error' && (
        <ErrorState message={MANAGE_TEXTS.loadFailed} onRetry={list.reset} />
      )}
      {/* On the page whatever the search, so that a search that finds nothing is said (a region added with
          its words already in it is often not read out: docs/decisions/0059, 0065). */}
      <div aria-live="polite">
        {ready && !list.results.length && (
          <EmptyState
            message={kind === 'draft' ? MANAGE_TEXTS.noDrafts : MANAGE_TEXTS.noPublished}
          />
        )}
      </div>
      {ready && list.results.length > 0 && (
        <ul ref={listRef}>
          {list.results.map((blog, index) => (
            <li key={blog.blog_id}>
              <FadeIn index={index % 5} delayStep={MANAGE_LIST_ANIMATION_DELAY_S}>
                {kind === 'draft' ? (
                  <DraftItem blog={blog} index={index} onDelete={setTarget} />
                ) : (
                  <PublishedItem blog={blog} onDelete={setTarget} />
                )}
              </FadeIn>
            </li>
          ))}
        </ul>
      )}
      {/* SPEC §2: the shared pagination control of the dashboards. */}
      <Pagination list={list} noun={kind === 'draft' ? 'drafts' : 'published blogs'} />
      <ConfirmDialog
        open={target !== null}
        title={MANAGE_TEXTS.deleteTitle}
        text={MANAGE_TEXTS.deleteText(target?.title ?? '')}
        error={remove.isError ? MANAGE_TEXTS.deleteFailed : null}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
