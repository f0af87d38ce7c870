import { missingCallError } from './errors';

/**
 * Issue 29 item 4: calls the server lacks. Many servers of the family have no follow, favourites, followers or
 * following calls (and some no verify-email or forgot-password): they answer their framework's HTML 404 page.
 * The first such answer marks the call missing for the visit; from then on it is not sent (it fails at once
 * with the same error), and screens hide its controls or say plainly that this server does not offer it.
 */

const missing = new Set<string>();
const listeners = new Set<() => void>();

export const capabilities = {
  isMissing: (path: string) => missing.has(path),
  markMissing(path: string) {
    if (missing.has(path)) return;
    missing.add(path);
    for (const listener of listeners) listener();
  },
  /** For useSyncExternalStore: called when a call is found missing. */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The known missing calls, as a string that changes when they do. */
  snapshot: () => [...missing].sort().join(' '),
  /** Tests only: a new visit. */
  reset() {
    missing.clear();
    for (const listener of listeners) listener();
  },
};

/** Fails at once for a call known missing, instead of asking again. */
export function refuseMissing(path: string): void {
  if (missing.has(path)) throw missingCallError();
}
