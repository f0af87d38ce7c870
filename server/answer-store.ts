/**
 * Where the server keeps the backend's answers between visitors (server/backend.ts). On Node, process memory;
 * on an edge platform, its cache (the web-standard Cache API: on Cloudflare Workers `caches.open`), which
 * every instance in one location shares, so a popular page costs one backend read per location per TTL
 * rather than one per instance (docs/decisions/0025).
 */

/** One answer as kept: the parsed body (null: not found), or a failure to remember briefly. */
export type Answer = { body: unknown } | { failed: true };

export interface AnswerStore {
  /** The answer kept for `key`, if it has not expired. */
  get(key: string): Promise<Answer | undefined>;
  /** Keeps `answer` until `expires` (milliseconds, the backend's clock). */
  put(key: string, answer: Answer, expires: number): Promise<void>;
}

interface Kept {
  expires: number;
  answer: Answer;
}

/** Process memory: at most `maxEntries` keys, the oldest written going first. */
export function memoryStore({
  maxEntries = 1_000,
  now = Date.now,
}: { maxEntries?: number; now?: () => number } = {}): AnswerStore {
  const kept = new Map<string, Kept>();
  return {
    get(key) {
      const entry = kept.get(key);
      if (entry && entry.expires > now()) return Promise.resolve(entry.answer);
      kept.delete(key);
      return Promise.resolve(undefined);
    },
    put(key, answer, expires) {
      kept.delete(key);
      kept.set(key, { expires, answer });
      // Map keeps insertion order: the first key is the oldest.
      while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      return Promise.resolve();
    },
  };
}

/**
 * The first store, then the second; answers go to both. On Cloudflare, memory in front of the Cache API: the
 * Cache API keeps nothing on *.workers.dev and in previews (only on a custom domain), where each instance
 * still reuses its own answers as on Node.
 */
export function tieredStore(first: AnswerStore, second: AnswerStore): AnswerStore {
  return {
    async get(key) {
      return (await first.get(key)) ?? second.get(key);
    },
    async put(key, answer, expires) {
      await Promise.all([first.put(key, answer, expires), second.put(key, answer, expires)]);
    },
  };
}

/** Cache keys must be GET requests to an http(s) URL; this host is never asked, it only names the entry. */
const KEY_ORIGIN = 'https://answers.inkwell.invalid/';

/**
 * A Cache API cache. The platform expires an entry by its max-age (whole seconds) and may evict it sooner;
 * the kept `expires` makes the TTL exact on top of that. A cache that fails is a miss: the backend is asked.
 */
export function cacheApiStore(
  cache: Cache | Promise<Cache>,
  now: () => number = Date.now,
): AnswerStore {
  const request = (key: string) => new Request(`${KEY_ORIGIN}${encodeURIComponent(key)}`);
  return {
    async get(key) {
      try {
        const response = await (await cache).match(request(key));
        if (!response) return undefined;
        const entry = (await response.json()) as Kept;
        return entry.expires > now() ? entry.answer : undefined;
      } catch {
        return undefined;
      }
    },
    async put(key, answer, expires) {
      const seconds = Math.max(1, Math.ceil((expires - now()) / 1000));
      const body = JSON.stringify({ expires, answer } satisfies Kept);
      try {
        await (
          await cache
        ).put(
          request(key),
          new Response(body, {
            headers: {
              'Content-Type': 'application/json',
              'Cache-Control': `public, max-age=${seconds}`,
            },
          }),
        );
      } catch {
        // Not kept: the next visitor asks the backend again, as with no cache at all.
      }
    },
  };
}
