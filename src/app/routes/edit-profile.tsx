import { PageMeta } from '@/components/ui/page-meta';
import { EditProfileScreen } from '@/features/settings/edit-profile-screen';

/** SPEC §2 Edit profile (inside the dashboard and settings layout). */
export function Component() {
  return (
    <>
      <PageMeta title="Edit profile" />
      <EditProfileScreen />
    </>
  );
}
