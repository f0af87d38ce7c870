import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getBlog } from '@/api/blogs';
import { userWrittenBlogs } from '@/api/my-blogs';
import type { Blog } from '@/api/types';
import { ApiError } from '@/api/errors';
import { ErrorState } from '@/components/ui/error-state';
import { CARRIES_WORK } from '@/components/ui/leave-guard';
import { LoadingRegion, SkeletonBlock } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { blogKeys } from '@/lib/query-keys';
import { queryView } from '@/lib/query-view';
import { useSession } from '@/lib/session';
import { draftFromBlog } from './blog-data';
import { copiesOf, isEmptyDraft } from './local-copy';
import { PlainEditorBar } from './editor-header';
import { EditorWorkspace } from './editor-workspace';
import { GoneCopies } from './gone-copies';
import { EMPTY_DRAFT } from './rules';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { savedAsDraft, useEarlierFirstSave } from './use-save-blog';

/**
 * SPEC §2 Blog editor at /editor (new) and /editor/{blog_id} (edit). Editing loads the blog once with
 * get-blog (draft true, mode 'edit': not counted as a read) into every field; the editor starts only once
 * it has (PITFALLS). SPEC §2/§8: a blog that cannot be loaded — missing, or not this admin's — goes to /404,
 * unless this browser holds unsaved changes to it (gone-copies.tsx).
 * A connection failure shows Retry instead, so an author offline keeps their place (and local draft).
 */
export function EditorScreen({ blogId }: { blogId: string | null }) {
  const user = useSession();
  // A new post that goes on as the post its first save made (/editor → /editor/{id}, the same editor: the
  // route keeps this screen, src/app/routes/editor.tsx) is not read back: the workspace holds it already, and
  // the writer typing in it is not interrupted (docs/decisions/0059). Nor is a deleted blog saved as a new
  // one: the screen reads the blog it opened, and no other (0063).
  const [openedAs] = useState(blogId);
  const startedNew = openedAs === null;
  /**
   * The post this editor's work was saved as, once it went on as it. An entry below the one it went on at
   * (the one a publish form was opened from: Back, or the form's close) still has the address the editor was
   * opened at, and reaches this same editor (the route's key): the editor goes on as the post it saved, and
   * that entry is given the post's address, so its next save updates the post instead of making a second
   * one (decision 0063).
   */
  const [savedAs, setSavedAs] = useState<string | null>(null);
  if (blogId && blogId !== openedAs && blogId !== savedAs) setSavedAs(blogId);
  const current = savedAs ?? blogId;
  const navigate = useNavigate();
  /**
   * A new post's save made by an editor drawn at this history entry, which the writer left while it was out
   * (the question, then Leave), and this is Forward back to it. Answered by now, its post opens here, with the
   * words typed since (its copy moved there); still out, the editor drawn here holds the work and goes on as
   * the post once it answers. Either way no second post is made (decision 0065).
   */
  const earlier = useEarlierFirstSave(openedAs);
  const [outAtStart] = useState(earlier?.status === 'pending');
  const madeAs = earlier?.status === 'success' && !outAtStart ? earlier.data?.id : undefined;
  useEffect(() => {
    if (savedAs && blogId !== savedAs)
      void navigate(paths.editor(savedAs), {
        replace: true,
        state: { ...CARRIES_WORK, continuesFrom: openedAs ?? 'new' },
      });
  }, [savedAs, blogId, openedAs, navigate]);
  // Issue 17: Cmd/Ctrl+S never opens the browser's Save Page anywhere on this route, from its first moment:
  // while a blog loads (or fails to), the workspace and its own shortcuts are not there yet. No handlers:
  // only the browser is kept out; the workspace's listener does the saving once it is mounted.
  useEditorShortcuts({});
  const query = useQuery({
    queryKey: blogKeys.editing(openedAs ?? ''),
    queryFn: () => getBlog(openedAs ?? '', { draft: true, mode: 'edit' }),
    enabled: Boolean(openedAs) && blogId === openedAs && !savedAs,
    // Each opening reads the blog afresh: the editor is filled once, so a cached copy could be stale.
    gcTime: 0,
    staleTime: 0,
  });
  const view = queryView(query, Boolean(blogId));
  const blog = view.data;
  const saved = useMemo(() => (blog ? draftFromBlog(blog) : EMPTY_DRAFT), [blog]);
  const isDraft = useIsDraft(blog);
  // Missing (404) or refused (403): SPEC's not-found. A server or connection failure is not the blog's
  // absence: Retry keeps the author on their way to their work.
  const missing =
    view.status === 'error' &&
    view.error instanceof ApiError &&
    view.error.kind === 'http' &&
    (view.error.status ?? 500) < 500;
  // Unless this browser holds the writer's unsaved changes to it (a blog deleted meanwhile): those are
  // offered as a new blog, never left out of reach (docs/decisions/0054). Read once: moving them away must
  // not turn this page into the not-found one before the new blog's page is there.
  const userId = user?._id;
  const kept = useMemo(
    () =>
      missing && userId && blogId
        ? copiesOf(userId, blogId).filter((copy) => !isEmptyDraft(copy.draft))
        : [],
    [missing, userId, blogId],
  );

  if (!user) return null;
  if (madeAs && !savedAs) return <Navigate to={paths.editor(madeAs)} replace />;
  if (!blogId || startedNew)
    return (
      <EditorWorkspace
        blogId={current}
        userId={user._id}
        saved={EMPTY_DRAFT}
        earlier={outAtStart ? earlier : null}
      />
    );
  if (missing && kept.length) return <GoneCopies userId={user._id} copies={kept} />;
  if (missing) return <Navigate to={paths.notFound()} replace />;
  if (view.status === 'error') {
    return (
      <>
        <PlainEditorBar />
        <main id="main" className="mx-auto w-full max-w-[900px] px-[5vw] py-10">
          <h1 className="text-2xl font-semibold">Edit blog</h1>
          <ErrorState message="The blog could not be loaded." onRetry={view.reload} />
        </main>
      </>
    );
  }
  if (!blog) return <EditorLoading />;
  // Real servers let anyone edit any blog (API-CONTRACT): the editor opens the admin's own blogs only.
  const authorId = blog.author._id;
  const own = authorId
    ? authorId === user._id
    : blog.author.personal_info.username === user.username;
  if (!own) return <Navigate to={paths.notFound()} replace />;
  return (
    <EditorWorkspace
      blogId={current}
      userId={user._id}
      saved={saved}
      // Still being found out: Save Draft waits for the answer. Unknown even then (the lookup failed) asks
      // first, as a published blog does.
      published={async () => (await isDraft()) !== true}
    />
  );
}

/** Whether a list cached in this visit has the blog among the author's drafts (true) or published (false). */
function listedAs(client: QueryClient, blogId: string): boolean | undefined {
  const holds = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(holds);
    if (!value || typeof value !== 'object') return false;
    return (value as { blog_id?: unknown }).blog_id === blogId || Object.values(value).some(holds);
  };
  for (const kind of ['draft', 'published'] as const) {
    const lists = client.getQueriesData({ queryKey: [...blogKeys.lists(), 'mine', kind] });
    if (lists.some(([, data]) => holds(data))) return kind === 'draft';
  }
  return undefined;
}

/**
 * Issue 29 item 2: whether the blog is a draft. The family's get-blog never says (API-CONTRACT.md), so it is
 * known from what does: the answer's own field when there is one, the Drafts or Published tab the editor was
 * opened from, a list of the author's blogs seen in this visit, or else the author's drafts, asked for once.
 */
function useIsDraft(blog: Blog | undefined): () => Promise<boolean | undefined> {
  const client = useQueryClient();
  const fromLink = (useLocation().state as { draft?: unknown } | null)?.draft;
  const said =
    (blog ? savedAsDraft(blog.blog_id) : undefined) ??
    blog?.draft ??
    (typeof fromLink === 'boolean' ? fromLink : undefined) ??
    (blog ? listedAs(client, blog.blog_id) : undefined);
  const lookup = {
    queryKey: [...blogKeys.editing(blog?.blog_id ?? ''), 'is-draft'],
    queryFn: async () =>
      (
        await userWrittenBlogs({
          page: 1,
          draft: true,
          query: blog?.title ?? '',
          deletedDocCount: 0,
        })
      ).some((listed) => listed.blog_id === blog?.blog_id),
    staleTime: Infinity,
  };
  // Asked as soon as the blog is here, so that it is known by the time Save Draft is pressed.
  useQuery({ ...lookup, enabled: Boolean(blog) && said === undefined });
  // Save Draft pressed sooner joins the lookup on its way (fetchQuery dedupes by key). A failed one is unknown.
  return async () => said ?? client.fetchQuery(lookup).catch(() => undefined);
}

function EditorLoading() {
  return (
    <main id="main" className="mx-auto w-full max-w-[900px] px-[5vw] py-10">
      <h1 className="sr-only">Edit blog</h1>
      <LoadingRegion label="Loading the blog">
        <SkeletonBlock className="aspect-video w-full" />
        <SkeletonBlock className="mt-10 h-10 w-3/4" />
        <SkeletonBlock className="mt-8 h-5 w-full" />
        <SkeletonBlock className="mt-3 h-5 w-5/6" />
      </LoadingRegion>
    </main>
  );
}
