import { PageMeta } from '@/components/ui/page-meta';
import { ManageBlogsPage } from '@/features/manage-blogs/manage-blogs-page';

/** SPEC §2 Manage blogs, in the dashboard layout, admins only (the route table's guard). */
export function Component() {
  return (
    <>
      <PageMeta title="Manage blogs" />
      <ManageBlogsPage />
    </>
  );
}
