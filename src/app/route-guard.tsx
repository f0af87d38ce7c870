import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAskingTabs, useSession } from '@/lib/session';
import { canWrite } from '@/lib/roles';
import { paths, safeReturnPath } from '@/lib/paths';
import { pushedInThisLoad } from '@/lib/this-load';
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

  if (guard === 'guest') return user ? <ReturnAfterSignIn /> : <Outlet />;
  // A new tab asks the open ones for their session (issue 29 item 16): a moment's wait, not a trip to /signin.
  if (!user && asking) return <PageFallback />;
  if (!user) {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Navigate to={paths.signIn()} state={state} replace />;
  }
  if (guard === 'writer' && !canWrite(user)) return <Navigate to={paths.notFound()} replace />;
  return <Outlet />;
}

/**
 * Signed in on a sign-in screen: back to the page it was opened from. Opened by that page's link in this
 * page load (and come back to by Back, after a look at Sign Up or Forgot Password), the page is the entry
 * right below, and going back to it leaves the history as it was before (Back then leaves the page, not shows
 * it twice: the navigation audit, 0062), its scroll position included. Otherwise (a guarded page's redirect,
 * a reload) the screen's entry becomes the page.
 */
function ReturnAfterSignIn() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const from = safeReturnPath((state as ReturnState | null)?.from);
  const gone = useRef(false);
  const back = from !== null && pushedInThisLoad(state);
  useEffect(() => {
    // Once: StrictMode runs effects twice, and a second step back would leave the page too.
    if (!back || gone.current) return;
    gone.current = true;
    void navigate(-1);
  }, [back, navigate]);
  return back ? null : <Navigate to={from ?? paths.home()} replace />;
}
