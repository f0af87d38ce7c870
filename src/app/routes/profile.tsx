import { useParams } from 'react-router-dom';
import { ProfilePage } from '@/features/profile/profile-page';

/**
 * SPEC §2 Profile; the route parameter is a username. Keyed by it: switching to another profile resets
 * every list and tab.
 */
export function Component() {
  const username = useParams().id ?? '';
  return <ProfilePage key={username} username={username} />;
}
