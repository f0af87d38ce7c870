import type { Profile } from '@/api/types';
import { formatFullDate } from '@/lib/dates';
import { SocialLinks } from './social-links';
import { UserText } from '@/components/ui/user-text';

export const EMPTY_BIO_TEXT = 'Nothing to read here';

/** SPEC §2 Profile About: the bio (plain text) or 'Nothing to read here', social links, joined date. */
export function AboutUser({ profile }: { profile: Profile }) {
  const bio = profile.personal_info.bio.trim();
  const joined = formatFullDate(profile.joinedAt);
  return (
    <div className="space-y-6">
      <p className="whitespace-pre-line text-lg leading-7">
        {bio ? <UserText>{bio}</UserText> : EMPTY_BIO_TEXT}
      </p>
      <SocialLinks links={profile.social_links} />
      {joined && <p className="text-muted">Joined on {joined}</p>}
    </div>
  );
}
