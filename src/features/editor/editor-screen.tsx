import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { getBlog } from '@/api/blogs';
import { ApiError } from '@/api/errors';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, SkeletonBlock } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { blogKeys } from '@/lib/query-keys';
import { queryView } from '@/lib/query-view';
import { useSession } from '@/lib/session';
import { draftFromBlog } from './blog-data';
import { EditorWorkspace } from './editor-workspace';
import { EMPTY_DRAFT } from './rules';
import { useEditorShortcuts } from './use-editor-shortcuts';

/**
 * SPEC §2 Blog editor at /editor (new) and /editor/{blog_id} (edit). Editing loads the blog once with
 * get-blog (draft true, mode 'edit': not counted as a read) into every field; the editor starts only once
 * it has (PITFALLS). SPEC §2/§8: a blog that cannot be loaded — missing, or not this admin's — goes to /404.
 * A connection failure shows Retry instead, so an author offline keeps their place (and local draft).
 */
export function EditorScreen({ blogId }: { blogId: string | null }) {
  const user = useSession();
  // Issue 17: Cmd/Ctrl+S never opens the browser's Save Page anywhere on this route, from its first moment:
  // while a blog loads (or fails to), the workspace and its own shortcuts are not there yet. No handlers:
  // only the browser is kept out; the workspace's listener does the saving once it is mounted.
  useEditorShortcuts({});
  const query = useQuery({
    queryKey: blogKeys.editing(blogId ?? ''),
    queryFn: () => getBlog(blogId ?? '', { draft: true, mode: 'edit' }),
    enabled: Boolean(blogId),
    // Each opening reads the blog afresh: the editor is filled once, so a cached copy could be stale.
    gcTime: 0,
    staleTime: 0,
  });
  const view = queryView(query, Boolean(blogId));
  const blog = view.data;
  const saved = useMemo(() => (blog ? draftFromBlog(blog) : EMPTY_DRAFT), [blog]);

  if (!user) return null;
  if (!blogId) return <EditorWorkspace blogId={null} userId={user._id} saved={EMPTY_DRAFT} />;
  if (view.status === 'error') {
    const error = view.error;
    // Missing (404) or refused (403): SPEC's not-found. A server or connection failure is not the blog's
    // absence: Retry keeps the author on their way to their work.
    if (error instanceof ApiError && error.kind === 'http' && (error.status ?? 500) < 500) {
      return <Navigate to={paths.notFound()} replace />;
    }
    return (
      <main id="main" className="mx-auto w-full max-w-[900px] px-[5vw] py-10">
        <h1 className="text-2xl font-semibold">Edit blog</h1>
        <ErrorState message="The blog could not be loaded." onRetry={view.reload} />
      </main>
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
      blogId={blog.blog_id}
      userId={user._id}
      saved={saved}
      published={blog.draft === false}
    />
  );
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
