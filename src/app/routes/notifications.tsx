import { PageMeta } from '@/components/ui/page-meta';

/** SPEC §2 Notifications (built by a later issue). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-page px-[5vw] py-10">
      <PageMeta title="Notifications" />
      <h1 className="text-3xl font-semibold">Recent Notifications</h1>
    </div>
  );
}
