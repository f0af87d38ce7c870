import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { ProfilePage } from '@/features/profile/profile-page';

/**
 * SPEC §2 Profile; the route parameter is a username. Keyed by it: switching to another profile resets
 * every list and tab.
 */
export function Component() {
  const username = useParams().id ?? '';
  return (
    <>
      <PageMeta title={`@${username}`} description={`@${username}’s profile, blogs and follows.`} />
      <ProfilePage key={username} username={username} />
    </>
  );
}
