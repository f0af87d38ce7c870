import { Link } from '@/components/ui/link';
import type { BlogSummary } from '@/api/types';
import { paths } from '@/lib/paths';
import { CardByline } from './card-byline';
import { UserText } from '@/components/ui/user-text';

/** SPEC §2 Home: the list index is zero-padded below 10 ('01' … '09', '10'). */
export function padIndex(index: number): string {
  return index < 10 ? `0${index}` : String(index);
}

/** A compact blog entry with its rank, for the trending list. */
export function TrendingCard({ blog, index }: { blog: BlogSummary; index: number }) {
  return (
    <Link to={paths.blog(blog.blog_id)} className="group mb-8 flex gap-5">
      <span
        aria-hidden="true"
        className="w-14 shrink-0 text-4xl font-bold leading-none tabular-nums text-muted/70 sm:w-16 sm:text-5xl"
      >
        {padIndex(index)}
      </span>
      <span className="min-w-0">
        <span className="sr-only">Number {index}: </span>
        <CardByline blog={blog} className="mb-2" />
        <span className="block text-lg font-semibold leading-snug group-hover:underline">
          <UserText>{blog.title}</UserText>
        </span>
      </span>
    </Link>
  );
}
