import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { EditorScreen } from '@/features/editor/editor-screen';

/**
 * SPEC §2 Blog editor, outside the main layout, admins only (the route table's guard). Keyed by the blog:
 * opening another blog (or a new one) starts the editor afresh.
 */
export function Component() {
  const blogId = useParams().blog_id ?? null;
  return (
    <div className="min-h-screen">
      <PageMeta title={blogId ? 'Edit blog' : 'Write a blog'} />
      <EditorScreen key={blogId ?? 'new'} blogId={blogId} />
    </div>
  );
}
