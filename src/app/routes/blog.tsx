import { PageMeta } from '@/components/ui/page-meta';

/** SPEC §2 Blog page (built by the reading issue). */
export function Component() {
  return (
    <article className="mx-auto w-full max-w-prose px-6 py-10">
      <PageMeta title="Blog" />
      <h1 className="text-3xl font-semibold">Blog</h1>
    </article>
  );
}
