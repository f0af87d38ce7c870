import { Link } from '@/components/ui/link';
import type { UserSummary } from '@/api/types';
import { paths } from '@/lib/paths';
import { Avatar } from './avatar';
import { UserText } from '@/components/ui/user-text';

/** An account in a list (search results, followers, following): links to /user/{username}. */
export function UserCard({ user }: { user: UserSummary }) {
  const info = user.personal_info;
  return (
    <Link
      to={paths.profile(info.username)}
      className="group mb-5 flex items-center gap-4 rounded-md"
    >
      <Avatar src={info.profile_img} name={info.fullname} size={56} decorative />
      <span className="min-w-0">
        <span className="block truncate text-lg font-medium group-hover:underline">
          <UserText>{info.fullname}</UserText>
        </span>
        <span className="block truncate text-muted">
          @<UserText>{info.username}</UserText>
        </span>
      </span>
    </Link>
  );
}
