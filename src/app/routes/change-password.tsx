import { PageMeta } from '@/components/ui/page-meta';
import { ChangePasswordForm } from '@/features/settings/change-password-form';

/** SPEC §2 Change password (inside the dashboard and settings layout). */
export function Component() {
  return (
    <>
      <PageMeta title="Change password" />
      <ChangePasswordForm />
    </>
  );
}
