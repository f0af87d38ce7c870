import { useId, useState } from 'react';
import { Link } from '@/components/ui/link';
import { UserText } from '@/components/ui/user-text';
import type { BlogSummary } from '@/api/types';
import { formatDay, isoDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { DeleteButton, EditLink } from './item-actions';
import { safeImageUrl } from '@/lib/safe-url';
import { BlogStats } from './blog-stats';

/**
 * SPEC §2 Manage blogs, a published item: banner, title, published date, Edit, Delete and the activity
 * figures, which screens narrower than `lg` keep behind a Stats toggle: beside the dashboard's sidebar, the
 * three figures in a row left the title 3 px at 766 px and 124 px at 900 (decision 0050). The banner waits for
 * `md`: from 650 px the sidebar leaves the list 330 px, and beside a 112 px banner the title had 185 px and
 * Delete fell alone onto a second line.
 */
export function PublishedItem({
  blog,
  onDelete,
}: {
  blog: BlogSummary;
  onDelete: (blog: BlogSummary) => void;
}) {
  const [showStats, setShowStats] = useState(false);
  const statsId = useId();
  const banner = safeImageUrl(blog.banner);

  return (
    <div className="flex gap-6 border-b border-line py-6 max-lg:flex-col lg:gap-10">
      <div className="flex min-w-0 flex-1 gap-6">
        {banner && (
          <img
            src={banner}
            alt=""
            width={112}
            height={112}
            loading="lazy"
            className="hidden aspect-square h-28 w-28 shrink-0 rounded-md bg-surface object-cover md:block"
          />
        )}
        <div className="flex min-w-0 flex-col justify-between gap-4 py-1">
          <div>
            <h2 className="line-clamp-2 text-xl font-semibold">
              <Link to={paths.blog(blog.blog_id)} className="hover:underline">
                <UserText>{blog.title}</UserText>
              </Link>
            </h2>
            {formatDay(blog.publishedAt) && (
              <p className="mt-1 text-muted">
                Published on{' '}
                <time dateTime={isoDate(blog.publishedAt)}>{formatDay(blog.publishedAt)}</time>
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <EditLink blog={blog} draft={false} />
            <button
              type="button"
              className="btn-ghost underline lg:hidden"
              aria-expanded={showStats}
              aria-controls={statsId}
              onClick={() => setShowStats((open) => !open)}
            >
              Stats
              <span className="sr-only">
                {' of “'}
                <UserText>{blog.title}</UserText>”
              </span>
            </button>
            <DeleteButton blog={blog} onDelete={onDelete} />
          </div>
        </div>
      </div>
      <div id={statsId} className={`${showStats ? '' : 'max-lg:hidden'} shrink-0`}>
        <BlogStats activity={blog.activity} />
      </div>
    </div>
  );
}
