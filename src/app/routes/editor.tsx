import { useLocation } from 'react-router-dom';
import { addressParam } from '@/lib/paths';
import { PageMeta } from '@/components/ui/page-meta';
import { EditorScreen } from '@/features/editor/editor-screen';
import { continuedFrom } from '@/features/editor/use-save-blog';

/**
 * SPEC §2 Blog editor, outside the main layout, admins only (the route table's guard). Keyed by the blog:
 * opening another blog (or a new one) starts the editor afresh. A new post that goes on as the post its
 * first save made keeps its editor (its key stays 'new'), as a deleted blog saved as a new one does (its key
 * stays the deleted blog's): the writer may be typing in it.
 */
export function Component() {
  const location = useLocation();
  const blogId = addressParam(location.pathname) || null;
  return (
    <div className="min-h-screen">
      <PageMeta title={blogId ? 'Edit blog' : 'Write a blog'} />
      <EditorScreen key={continuedFrom(location.state) ?? blogId ?? 'new'} blogId={blogId} />
    </div>
  );
}
