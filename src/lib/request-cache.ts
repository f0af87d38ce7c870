/**
 * One request per need (issue 3 quality bar). Identical reads that overlap share one promise, so React
 * StrictMode's second effect run in development (and two components asking for the same thing) send a single
 * request; a read may also be kept for a short while, so going back to a page just visited does not ask again
 * for what cannot have changed. Failures are never kept: a retry asks the server again.
 */

interface Entry {
  promise: Promise<unknown>;
  /** When the answer arrived; undefined while in flight. */
  settledAt?: number;
  keepMs: number;
}

const entries = new Map<string, Entry>();

/** Drops answers past their keeping time, so a long session does not hold every page it ever saw. */
function sweep(now: number) {
  for (const [key, entry] of entries) {
    if (entry.settledAt !== undefined && now - entry.settledAt >= entry.keepMs) entries.delete(key);
  }
}

export function cachedRequest<T>(key: string, load: () => Promise<T>, keepMs = 0): Promise<T> {
  sweep(Date.now());
  const existing = entries.get(key);
  if (
    existing &&
    (existing.settledAt === undefined || Date.now() - existing.settledAt < existing.keepMs)
  ) {
    return existing.promise as Promise<T>;
  }
  const promise = load();
  const entry: Entry = { promise, keepMs };
  entries.set(key, entry);
  promise.then(
    () => {
      entry.settledAt = Date.now();
      if (keepMs <= 0 && entries.get(key) === entry) entries.delete(key);
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return promise;
}

/**
 * Forgets kept answers whose key starts with `prefix` (all of them without one): after a like, a follow or
 * a sign-in/out, lists that show counts or depend on the viewer must ask again.
 */
export function invalidateRequests(prefix = ''): void {
  for (const [key, entry] of entries) {
    if (key.startsWith(prefix) && entry.settledAt !== undefined) entries.delete(key);
  }
}

/** Tests start every case from an empty cache. */
export function clearRequestCache(): void {
  entries.clear();
}
