import type { BlogSummary } from '@/api/types';
import { UserText } from '@/components/ui/user-text';
import { DeleteButton, EditLink } from './item-actions';

export const NO_DESCRIPTION_TEXT = 'No Description';

/** SPEC §2 Manage blogs, a draft: two-digit index, title, description (or 'No Description'), Edit, Delete. */
export function DraftItem({
  blog,
  index,
  onDelete,
}: {
  blog: BlogSummary;
  index: number;
  onDelete: (blog: BlogSummary) => void;
}) {
  return (
    <div className="flex gap-5 border-b border-line py-6 lg:gap-10">
      {/* Issue 23 item 9: the body's `overflow-wrap: anywhere` split '01' inside a 40 px box at 48 px type.
          One line (a box one line high), as wide as two figures of one width: every title starts in one place. */}
      <p
        aria-hidden="true"
        className="min-w-[2ch] shrink-0 self-start whitespace-nowrap text-4xl font-bold leading-none tabular-nums text-muted [overflow-wrap:normal] sm:text-5xl"
      >
        {String(index + 1).padStart(2, '0')}
      </p>
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-2 text-xl font-semibold">
          <UserText>{blog.title}</UserText>
        </h2>
        <p className="mt-2 line-clamp-2 text-muted">
          <UserText>{blog.des?.trim() || NO_DESCRIPTION_TEXT}</UserText>
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <EditLink blog={blog} draft />
          <DeleteButton blog={blog} onDelete={onDelete} />
        </div>
      </div>
    </div>
  );
}
