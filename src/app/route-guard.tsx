import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAskingTabs, useSession } from '@/lib/session';
import { canWrite } from '@/lib/roles';
import { paths, safeReturnPath } from '@/lib/paths';
import type { Guard } from '../config/routes';
import { PageFallback } from './page-fallback';

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
  const asking = useAskingTabs();
  const location = useLocation();

  if (guard === 'guest') {
    if (!user) return <Outlet />;
    const from = safeReturnPath((location.state as ReturnState | null)?.from);
    return <Navigate to={from ?? paths.home()} replace />;
  }
  // A new tab asks the open ones for their session (issue 29 item 16): a moment's wait, not a trip to /signin.
  if (!user && asking) return <PageFallback />;
  if (!user) {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Navigate to={paths.signIn()} state={state} replace />;
  }
  if (guard === 'writer' && !canWrite(user)) return <Navigate to={paths.notFound()} replace />;
  return <Outlet />;
}
