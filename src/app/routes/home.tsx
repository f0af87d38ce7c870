import { PageMeta } from '@/components/ui/page-meta';

/** SPEC §2 Home (built by the reading issue). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-page px-[5vw] py-10">
      <PageMeta />
      <h1 className="text-3xl font-semibold">Latest Blogs</h1>
    </div>
  );
}
