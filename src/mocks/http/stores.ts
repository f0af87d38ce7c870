/**
 * One mock store per end-to-end test, so Playwright's workers run side by side against one HTTP mock
 * (issue 24 item 5, docs/decisions/0021). A request names its store with the `X-Mock-Store` header (the
 * browser's requests and the fixtures' own calls: Playwright's `extraHTTPHeaders`), or with a path prefix
 * `/__store/{id}/` (the production server's own reads: its API_URL is pointed there, since it forwards no
 * header). A request naming none uses the default store, as every caller did before. Each store has its own
 * fault table; the least recently used ones are dropped beyond `maxStores`, so a long run stays small.
 */
import type { HttpHandler } from 'msw';
import type { MockStore } from '../store/store';
import type { FaultTable } from '../faults';

export const MOCK_STORE_HEADER = 'x-mock-store';
export const STORE_PATH_PREFIX = '/__store/';
/** Letters, digits, '.', '_' and '-': an id stays a single path segment and a readable log entry. */
const STORE_ID = /^[\w.-]{1,120}$/;

export const isStoreId = (id: string): boolean => STORE_ID.test(id);

export interface StoreScope {
  store: MockStore;
  faults: FaultTable;
  handlers: HttpHandler[];
}

export type ScopedRequest =
  { ok: true; id: string | undefined; request: Request } | { ok: false; error: string };

/** Which store a request names, and the request as the handlers expect it (without the path prefix). */
export async function scopeOf(request: Request): Promise<ScopedRequest> {
  const url = new URL(request.url);
  let id = request.headers.get(MOCK_STORE_HEADER)?.trim() || undefined;
  let scoped = request;
  if (url.pathname.startsWith(STORE_PATH_PREFIX)) {
    const rest = url.pathname.slice(STORE_PATH_PREFIX.length);
    const slash = rest.indexOf('/');
    id = slash < 0 ? rest : rest.slice(0, slash);
    url.pathname = slash < 0 ? '/' : rest.slice(slash);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    scoped = new Request(url, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
    });
  }
  if (id !== undefined && !isStoreId(id)) {
    return { ok: false, error: `A mock store id is 1-120 letters, digits, '.', '_' or '-'` };
  }
  return { ok: true, id, request: scoped };
}

export interface StoreScopes {
  /** The default store (no id) or the named one, made from the seed on first use. */
  get(id: string | undefined): StoreScope;
  /** How many named stores are kept now. */
  readonly size: number;
}

export function createStoreScopes(make: () => StoreScope, maxStores = 32): StoreScopes {
  const fallback = make();
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const named = new Map<string, StoreScope>();
  return {
    get(id) {
      if (id === undefined) return fallback;
      const scope = named.get(id) ?? make();
      named.delete(id);
      named.set(id, scope);
      while (named.size > maxStores) named.delete(named.keys().next().value as string);
      return scope;
    },
    get size() {
      return named.size;
    },
  };
}
