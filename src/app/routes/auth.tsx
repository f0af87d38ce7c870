import { useLocation } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/lib/paths';

/** SPEC §2 Authentication screen: one screen, two modes (built by the accounts issue). */
export function Component() {
  const signUp = useLocation().pathname === paths.signUp();
  return (
    <div className="mx-auto w-full max-w-md px-6 py-10">
      <PageMeta title={signUp ? 'Sign up' : 'Sign in'} />
      <h1 className="text-center text-3xl font-semibold">
        {signUp ? 'Join us today' : 'Welcome back'}
      </h1>
    </div>
  );
}
