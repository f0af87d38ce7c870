import { useLocation } from 'react-router-dom';
import { addressParam } from '@/lib/paths';
import { ProfilePage } from '@/features/profile/profile-page';

/**
 * SPEC §2 Profile; the route parameter is a username. Keyed by it: switching to another profile resets
 * every list and tab.
 */
export function Component() {
  const username = addressParam(useLocation().pathname);
  return <ProfilePage key={username} username={username} />;
}
