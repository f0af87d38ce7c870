import { Link } from '@/components/ui/link';
import type { Blog, ContentBlock } from '@/api/types';
import { paths } from '@/lib/paths';
import { formatDay, isoDate } from '@/lib/dates';
import { readingTimeLabel } from '@/lib/reading-time';
import { safeImageUrl } from '@/lib/safe-url';
import { Avatar } from '@/components/ui/avatar';
import { UserText } from '@/components/ui/user-text';
import { BlogTitle } from './blog-title';

/**
 * SPEC §2: banner, title, author full name, @username linking to the profile, 'Published on' with day and
 * short month, and (issue 3) the reading time next to the date. All plain text.
 */
export function BlogByline({ blog, blocks }: { blog: Blog; blocks: readonly ContentBlock[] }) {
  const author = blog.author.personal_info;
  const day = formatDay(blog.publishedAt);
  return (
    <header>
      <BlogTitle title={blog.title} banner={safeImageUrl(blog.banner)} />
      <div className="mt-8 flex flex-col justify-between gap-4 sm:flex-row sm:items-center">
        <div className="flex items-center gap-4">
          <Avatar src={author.profile_img} name={author.fullname} size={48} decorative />
          <p className="leading-6">
            <span className="block font-medium">
              <UserText>{author.fullname}</UserText>
            </span>
            <Link to={paths.profile(author.username)} className="link text-muted">
              @<UserText>{author.username}</UserText>
            </Link>
          </p>
        </div>
        <p className="text-muted sm:text-right">
          {blog.draft ? (
            // Only its author can open a draft (the mock enforces it; API-CONTRACT): not published yet.
            <span className="rounded bg-accent-soft px-2 py-0.5 font-medium text-ink">Draft</span>
          ) : (
            day && (
              <>
                Published on <time dateTime={isoDate(blog.publishedAt)}>{day}</time>
              </>
            )
          )}
          {/* No date the reader could read: no 'Published on' before nothing (decision 0061). */}
          {(blog.draft || day) && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
            </>
          )}
          {readingTimeLabel(blocks)}
        </p>
      </div>
    </header>
  );
}
