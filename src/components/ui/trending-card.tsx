import { Link } from 'react-router';
import type { BlogSummary } from '@/api/types';
import { paths } from '@/lib/paths';
import { formatDay, isoDate } from '@/lib/dates';
import { Avatar } from './avatar';

/** SPEC §2 Home: the list index is zero-padded below 10 ('01' … '09', '10'). */
export function padIndex(index: number): string {
  return index < 10 ? `0${index}` : String(index);
}

/** A compact blog entry with its rank, for the trending list. */
export function TrendingCard({ blog, index }: { blog: BlogSummary; index: number }) {
  const author = blog.author?.personal_info;
  return (
    <Link to={paths.blog(blog.blog_id)} className="group mb-8 flex gap-5">
      <span
        aria-hidden="true"
        className="w-14 shrink-0 text-4xl font-bold leading-none tabular-nums text-surface-strong sm:w-16 sm:text-5xl"
      >
        {padIndex(index)}
      </span>
      <span className="min-w-0">
        <span className="sr-only">Number {index}: </span>
        {author && (
          <span className="mb-2 flex items-center gap-2 text-sm">
            <Avatar src={author.profile_img} name={author.fullname} size={24} decorative />
            <span className="truncate">
              {author.fullname} <span className="text-muted">@{author.username}</span>
            </span>
            <time className="shrink-0 text-muted" dateTime={isoDate(blog.publishedAt)}>
              {formatDay(blog.publishedAt)}
            </time>
          </span>
        )}
        <span className="block text-lg font-semibold leading-snug group-hover:underline">
          {blog.title}
        </span>
      </span>
    </Link>
  );
}
