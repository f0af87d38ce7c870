import { Link } from '@/components/ui/link';
import type { BlogSummary } from '@/api/types';
import { paths } from '@/lib/paths';
import { safeImageUrl } from '@/lib/safe-url';
import { CardByline } from './card-byline';
import { HeartIcon } from './icons';
import { UserText } from '@/components/ui/user-text';

/**
 * A blog in a list (SPEC §2 Home, Search, Profile): author, date, title, description, first tag and likes,
 * with the banner beside it; the whole card links to /blog/{blog_id}. Every field is plain text.
 */
export function BlogCard({
  blog,
  headingLevel = 2,
  aboveFold = false,
}: {
  blog: BlogSummary;
  headingLevel?: 2 | 3;
  /** The first cards are on screen at once: load their banner eagerly. */
  aboveFold?: boolean;
}) {
  const banner = safeImageUrl(blog.banner);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tag = blog.tags?.[0];
  return (
    <Link to={paths.blog(blog.blog_id)} className="group mb-5 block border-b border-line pb-5">
      <CardByline blog={blog} className="mb-3" />
      <div className="flex items-center gap-6 sm:gap-8">
        <div className="min-w-0 flex-1">
          <Heading className="text-xl font-semibold leading-snug group-hover:underline sm:text-2xl">
            <UserText>{blog.title}</UserText>
          </Heading>
          {blog.des && (
            <p className="mt-2 hidden font-serif text-lg leading-7 text-muted line-clamp-2 md:block">
              <UserText>{blog.des}</UserText>
            </p>
          )}
          <p className="mt-3 flex items-center gap-4 text-sm text-muted">
            {tag && (
              <span className="rounded-full bg-surface px-3 py-1 capitalize">
                <UserText>{tag}</UserText>
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <HeartIcon />
              <span>
                {blog.activity?.total_likes ?? 0}
                <span className="sr-only"> likes</span>
              </span>
            </span>
          </p>
        </div>
        {banner && (
          <img
            src={banner}
            alt=""
            width={112}
            height={112}
            loading={aboveFold ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-square h-24 w-24 shrink-0 rounded-md bg-surface object-cover sm:h-28 sm:w-28"
          />
        )}
      </div>
    </Link>
  );
}
