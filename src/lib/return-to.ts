import { paths, safeReturnPath } from '@/lib/paths';
import { THIS_LOAD } from '@/lib/this-load';

/**
 * Router state naming the page to return to after signing in. The sign-in screen's guard reads it when the
 * session starts, however it starts (form, Google, verified email): src/app/route-guard.tsx.
 */
export interface ReturnState {
  from: string;
  /** Set by a link on the page to return to (this page load's mark): that page is the entry right below. */
  load?: string;
}

/** The return page carried by a location's router state, if it is a safe same-site path. */
export function returnPath(state: unknown): string | null {
  return safeReturnPath((state as { from?: unknown } | null)?.from);
}

/** `{ from }` for a link or a navigation, or nothing when there is nowhere to return to. */
export function returnState(from: string | null): ReturnState | undefined {
  return from ? { from } : undefined;
}

interface Place {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/**
 * The state for a link to the sign-in or sign-up screen shown on `place`: that page, so that signing in
 * returns to it (issue 13: signing in from a blog landed on home). On the auth screens themselves, the page
 * they were opened from, never the auth screen itself.
 */
export function signInLinkState(place: Place): ReturnState | undefined {
  const authScreens: string[] = [
    paths.signIn(),
    paths.signUp(),
    paths.forgotPassword(),
    paths.verifyEmail(),
  ];
  if (authScreens.includes(place.pathname)) return returnState(returnPath(place.state));
  const from = safeReturnPath(place.pathname + place.search + place.hash);
  return from ? { from, load: THIS_LOAD } : undefined;
}
