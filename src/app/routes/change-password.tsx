import { PageMeta } from '@/components/ui/page-meta';

/** SPEC §2 Change password (built by the accounts issue). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-page px-[5vw] py-10">
      <PageMeta title="Change password" />
      <h1 className="text-3xl font-semibold">Change Password</h1>
    </div>
  );
}
