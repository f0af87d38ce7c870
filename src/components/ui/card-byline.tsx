import type { BlogSummary } from '@/api/types';
import { formatDay, isoDate } from '@/lib/dates';
import { Avatar } from './avatar';
import { UserText } from '@/components/ui/user-text';

/** The author line of blog and trending cards: avatar, full name, @handle and the day it was published. */
export function CardByline({ blog, className }: { blog: BlogSummary; className: string }) {
  const author = blog.author?.personal_info;
  if (!author) return null;
  return (
    <span className={`flex items-center gap-2 text-sm ${className}`}>
      <Avatar src={author.profile_img} name={author.fullname} size={24} decorative />
      <span className="truncate">
        <UserText>{author.fullname}</UserText>{' '}
        <span className="text-muted">
          @<UserText>{author.username}</UserText>
        </span>
      </span>
      <time className="shrink-0 text-muted" dateTime={isoDate(blog.publishedAt)}>
        {formatDay(blog.publishedAt)}
      </time>
    </span>
  );
}
