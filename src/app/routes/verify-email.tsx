import { useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { NotFound } from './not-found';

/** SPEC §2 Verify email: the email comes from the query or the navigation state, else not found. */
export function Component() {
  const [params] = useSearchParams();
  const state = useLocation().state as { email?: unknown } | null;
  const email = params.get('email') ?? (typeof state?.email === 'string' ? state.email : '');
  if (!email) return <NotFound />;
  return (
    <div className="mx-auto w-full max-w-md px-6 py-10 text-center">
      <PageMeta title="Verify your email" />
      <h1 className="text-3xl font-semibold">Verify Your Email</h1>
      <p className="mt-2 text-muted">We sent a code to {email}</p>
    </div>
  );
}
