import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { canWrite } from '@/lib/roles';
import { paths, safeReturnPath } from '@/lib/paths';
import type { Guard } from '../config/routes';

/** Where a guarded page sends the user back to after signing in. */
export interface ReturnState {
  from?: string;
}

/**
 * SPEC §2 and §6 redirects: without a token to /signin (remembering the page), someone who may not write on
 * a writer's page (SPEC §6; src/lib/roles.ts) to /404, a signed-in user on the sign-in screens to where they came from, else /.
 */
export function RouteGuard({ guard }: { guard: Guard }) {
  const user = useSession();
  const location = useLocation();

  if (guard === 'guest') {
    if (!user) return <Outlet />;
    const from = safeReturnPath((location.state as ReturnState | null)?.from);
    return <Navigate to={from ?? paths.home()} replace />;
  }
  if (!user) {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Navigate to={paths.signIn()} state={state} replace />;
  }
  if (guard === 'writer' && !canWrite(user)) return <Navigate to={paths.notFound()} replace />;
  return <Outlet />;
}
