import { Link } from '@/components/ui/link';
import { UserText } from '@/components/ui/user-text';
import type { BlogSummary } from '@/api/types';
import { paths } from '@/lib/paths';

/**
 * Edit, named with the blog's title for assistive tech (every item has one). It tells the editor which tab
 * it came from (issue 29 item 2: the family's get-blog never says whether a blog is a draft). Its text lines
 * up with the title above; on a phone, where the list meets the screen's edge, it pulls left only as far as
 * keeps its focus ring on the screen.
 */
export function EditLink({ blog, draft }: { blog: BlogSummary; draft: boolean }) {
  return (
    <Link
      to={paths.editor(blog.blog_id)}
      state={{ draft: blog.draft ?? draft }}
      className="btn-ghost -ml-3 underline sm:-ml-5"
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
