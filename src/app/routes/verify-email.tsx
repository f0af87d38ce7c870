import { useLocation, useSearchParams } from 'react-router-dom';
import { VerifyEmailScreen } from '@/features/auth/verify-email-screen';
import { NotFound } from './not-found';

/** SPEC §2 Verify email: the email comes from the query or the navigation state, else not found. */
export function Component() {
  const [params] = useSearchParams();
  const state = useLocation().state as { email?: unknown } | null;
  const email = params.get('email') ?? (typeof state?.email === 'string' ? state.email : '');
  if (!email) return <NotFound />;
  return <VerifyEmailScreen email={email} />;
}
