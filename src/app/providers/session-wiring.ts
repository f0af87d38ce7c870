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

/**
 * What is the same for every viewer, and so is kept when the user changes: a blog's own read (get-blog), and
 * the lists of published blogs, but not one's own in Manage blogs, nor favourites (keyed by viewer).
 */
const [BLOGS, DETAIL] = blogKeys.details();
const [, LIST, MINE] = blogKeys.allMine();
const FAVOURITES = blogKeys.favourites('', null)[2];

/**
 * Hands the REST client its token getter and the one "session expired" handler (ARCHITECTURE: Decisions).
 * Concurrent 401s with the same token reach the handler once (src/api/client.ts), so there is one sign-out,
 * one toast and one redirect; the user returns to this page after signing in.
 */
export function wireSession(router: Navigator, queryClient: QueryClient): void {
  setTokenGetter(sessionStore.token);
  // Kept answers belong to whoever was signed in (like and follow states, own profile, own blogs): a sign-in,
  // sign-out or expiry forgets them, whichever way it happens. All but what is the same for every viewer: a
  // blog's own read (get-blog answers anyone with the id, drafts included: API-CONTRACT.md), so the post on
  // screen stays and is not read again, which the server would count (docs/decisions/0064); and the lists of
  // published blogs, so home, where Sign Out ends, stays drawn and is not read again (0065).
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
        predicate: ({ queryKey: [all, kind, which] }) =>
          all !== BLOGS ||
          (kind !== DETAIL && (kind !== LIST || which === MINE || which === FAVOURITES)),
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
