import { useLocation } from 'react-router-dom';
import { addressParam } from '@/lib/paths';
import { BlogPage } from '@/features/blog/blog-page';
// Only the loader: the panel, its comments and its animation runtime download when a reader opens it.
import { CommentsPanelLoader } from '@/features/comments/comments-panel-loader';

/** SPEC §2 Blog page with its 'Comments' panel. The page renders its own single head component. */
export function Component() {
  const blogId = addressParam(useLocation().pathname);
  return (
    <BlogPage
      key={blogId}
      blogId={blogId}
      renderComments={(blog, close) => <CommentsPanelLoader blog={blog} onClose={close} />}
    />
  );
}
