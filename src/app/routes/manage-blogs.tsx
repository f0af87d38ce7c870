import { PageMeta } from '@/components/ui/page-meta';

/** SPEC §2 Manage blogs (built by a later issue). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-page px-[5vw] py-10">
      <PageMeta title="Manage blogs" />
      <h1 className="text-3xl font-semibold">Manage Blogs</h1>
    </div>
  );
}
