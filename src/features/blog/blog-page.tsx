import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { retryIn } from '@/components/ui/error-state';
import { errorText } from '@/api/errors';
import type { Blog } from '@/api/types';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { BlockRenderer } from '@/components/blocks/block-renderer';
import { BlogActions } from './blog-actions';
import { BlogByline } from './blog-byline';
import { BlogArticle } from './blog-title';
import { BlogHead } from './blog-head';
import { BlogSkeleton } from './blog-skeleton';
import { LongReadSlot } from './long-read-slot';
import { ShareLinks } from './share-links';
import { SimilarBlogs } from './similar-blogs';
import { isSamePerson } from '@/lib/roles';
import { blogMissing, useBlog, useLike } from './use-blog';
import { useCommentsEntry } from './use-comments-entry';

export interface BlogPageProps {
  blogId: string;
  /**
   * The 'Comments' panel (SPEC §2), rendered while it is open: the route composes the comments feature in
   * here (features do not import each other). `close` closes it.
   */
  renderComments?: (blog: Blog, close: () => void) => ReactNode;
}

/** SPEC §2 Blog page: banner, title, byline, actions, content block by block, share links, similar blogs. */
export function BlogPage({ blogId, renderComments }: BlogPageProps) {
  const request = useBlog(blogId);
  const blog = request.data;
  const user = useSession();
  // Issue 29 item 13: open while the history entry says so, so Back closes the panel (use-comments-entry.ts).
  const comments = useCommentsEntry();
  const like = useLike(blog);

  if (request.status === 'loading' || request.status === 'idle') {
    return (
      <>
        <BlogHead />
        <BlogSkeleton />
      </>
    );
  }
  if (request.status === 'error' || !blog) {
    return <BlogUnavailable error={request.error} onRetry={request.reload} />;
  }

  // The canonical address, from the router's path (not the address bar, which may carry extra state).
  const url = `${window.location.origin}${paths.blog(blog.blog_id)}`;
  const author = blog.author.personal_info;
  const isAuthor = isSamePerson(user, { _id: blog.author._id, username: author.username });
  const blocks = blog.content[0]?.blocks ?? [];

  return (
    <BlogArticle>
      <BlogHead blog={blog} />
      <BlogByline blog={blog} blocks={blocks} />
      <div className="my-8">
        <BlogActions
          blogId={blog.blog_id}
          title={blog.title}
          url={url}
          likes={blog.activity.total_likes}
          liked={like.liked}
          onLike={like.toggle}
          likeReady={like.ready}
          comments={blog.activity.total_comments}
          commentsOpen={comments.open}
          onComments={comments.open ? comments.closeComments : comments.openComments}
          canEdit={isAuthor}
          // A draft's address opens for its author only: nothing to share yet.
          shareable={!blog.draft}
        />
      </div>
      {/* Issue 17: the table of contents and the reading progress measure this box. */}
      <div className="relative">
        <LongReadSlot blocks={blocks} />
        <BlockRenderer blocks={blocks} />
      </div>
      {!blog.draft && (
        <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
          <p className="text-sm text-muted">Share this blog</p>
          <ShareLinks url={url} title={blog.title} />
        </div>
      )}
      <SimilarBlogs blog={blog} />
      {comments.open && renderComments?.(blog, comments.closeComments)}
    </BlogArticle>
  );
}

/**
 * SPEC §8: a blog that cannot be loaded ends the loading state without a toast. The page still says what
 * happened and offers a way on, rather than staying blank.
 */
function BlogUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = blogMissing(error);
  const title = missing ? 'Blog not found' : 'This blog could not be loaded';
  return (
    <div className="mx-auto flex min-h-page max-w-reading flex-col items-center justify-center gap-5 px-6 text-center">
      <BlogHead title={title} />
      <h1 className="text-3xl font-semibold">{title}</h1>
      {/* As the not-found page and a profile's say it (a visual audit, decision 0066): a line saying why,
          then the way on; a failure is said with its Retry. */}
      <div role={missing ? undefined : 'alert'} className="flex flex-col items-center gap-5">
        <p className="text-muted">
          {missing
            ? 'This blog does not exist, or it is not published.'
            : errorText(error, 'The server could not send this blog. Please try again.')}
        </p>
        <div className="flex gap-3">
          {!missing && (
            <button
              type="button"
              className="btn-primary"
              onClick={(event) => retryIn(event.currentTarget.closest('main'), onRetry)}
            >
              Retry
            </button>
          )}
          <Link to={paths.home()} className={missing ? 'btn-primary' : 'btn-secondary'}>
            Go back home
          </Link>
        </div>
      </div>
    </div>
  );
}
