import { Link } from '@/components/ui/link';
import { UserText } from '@/components/ui/user-text';
import type { BlogSummary } from '@/api/types';
import { paths } from '@/lib/paths';

/**
 * Edit, named with the blog's title for assistive tech (every item has one). It tells the editor which tab
 * it came from (issue 29 item 2: the family's get-blog never says whether a blog is a draft).
 */
export function EditLink({ blog, draft }: { blog: BlogSummary; draft: boolean }) {
  return (
    <Link
      to={paths.editor(blog.blog_id)}
      state={{ draft: blog.draft ?? draft }}
      className="btn-ghost -ml-5 underline"
    >
      Edit
      <span className="sr-only">
        {' “'}
        <UserText>{blog.title}</UserText>”
      </span>
    </Link>
  );
}

/** Delete asks first (the page's confirm dialog), so this only reports which blog. */
export function DeleteButton({
  blog,
  onDelete,
}: {
  blog: BlogSummary;
  onDelete: (blog: BlogSummary) => void;
}) {
  return (
    <button
      type="button"
      className="btn-ghost text-danger underline"
      onClick={() => onDelete(blog)}
    >
      Delete
      <span className="sr-only">
        {' “'}
        <UserText>{blog.title}</UserText>”
      </span>
    </button>
  );
}
