import { toast } from '@/lib/toast';
import { setTokenGetter, setUnauthorizedHandler } from '@/api/client';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/lib/session';
import { paths } from '@/lib/paths';
import { blogKeys } from '@/lib/query-keys';

export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => unknown;
  state: { location: { pathname: string; search: string } };
}

let unwatchOwner: (() => void) | undefined;

/** A blog's own read (get-blog): `blogKeys.detail`. */
const [BLOGS, DETAIL] = blogKeys.details();

/**
 * Hands the REST client its token getter and the one "session expired" handler (ARCHITECTURE: Decisions).
 * Concurrent 401s with the same token reach the handler once (src/api/client.ts), so there is one sign-out,
 * one toast and one redirect; the user returns to this page after signing in.
 */
export function wireSession(router: Navigator, queryClient: QueryClient): void {
  setTokenGetter(sessionStore.token);
  // Kept answers belong to whoever was signed in (like and follow states, own profile, lists): a sign-in,
  // sign-out or expiry forgets them, whichever way it happens. All but a blog's own read, which is the same
  // for every viewer (get-blog answers anyone with the id, drafts included: API-CONTRACT.md): the post on
  // screen stays, and is not read again, which the server would count (docs/decisions/0064).
  // Whose: the id, or the token where the server told us no id (two such users must not share answers).
  const whose = () => {
    const user = sessionStore.get();
    return user ? user._id || user.access_token : null;
  };
  let owner = whose();
  unwatchOwner?.();
  unwatchOwner = sessionStore.subscribe(() => {
    const next = whose();
    if (next === owner) return;
    // From no one: what was read signed out is public, and whatever depends on the viewer is keyed by the
    // viewer (query-keys.ts). Kept, the page on screen stays, and a blog's read is not counted twice (a new
    // tab that hears the session from an open one: docs/decisions/0059).
    if (owner !== null) {
      queryClient.removeQueries({
        predicate: ({ queryKey: [all, kind] }) => all !== BLOGS || kind !== DETAIL,
      });
      queryClient.getMutationCache().clear();
    }
    owner = next;
  });
  setUnauthorizedHandler((token) => {
    if (sessionStore.token() !== token) return;
    const { pathname, search } = router.state.location;
    sessionStore.signOut();
    // Said alone: a form's own toast for the call that found it out goes at once (one toast, not two).
    toast.remove();
    toast.error(SESSION_EXPIRED_TEXT, { id: 'session-expired' });
    void router.navigate(paths.signIn(), { replace: true, state: { from: pathname + search } });
  });
}
