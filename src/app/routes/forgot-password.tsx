import { PageMeta } from '@/components/ui/page-meta';

/** SPEC §2 Forgot password (built by the accounts issue). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-page px-[5vw] py-10">
      <PageMeta title="Forgot password" />
      <h1 className="text-3xl font-semibold">Forgot Password</h1>
    </div>
  );
}
