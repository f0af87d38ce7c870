/**
 * The production server as the end-to-end suite runs it: server/node.ts's own handler (what `npm start`
 * serves), one per mock store. Every test has a store of its own, named by the X-Mock-Store header its
 * browser and fixtures send (e2e/mock-store.ts); the server's own reads (heads, first views, feeds) must see
 * that store too, and its answer cache must not carry one test's data into another's page. So a request
 * naming a store is answered by a handler whose API URL is the mock's `/__store/{id}` prefix (decision 0021);
 * a request naming none by the handler of the default store. Env as server/node.ts: PORT, DIST_DIR, API_URL.
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createNodeHandler } from '../server/node';
import { isStoreId, MOCK_STORE_HEADER, STORE_PATH_PREFIX } from '../src/mocks/http/stores';

type Handler = Awaited<ReturnType<typeof createNodeHandler>>;

const port = Number(process.env.PORT ?? 8080);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const fallback = await createNodeHandler({ distDir, env: process.env });
const apiUrl = (fallback.apiUrl ?? '').replace(/\/+$/, '');
/** As many as the mock keeps (src/mocks/http/stores.ts); the least recently used go first. */
const MAX_HANDLERS = 32;
const handlers = new Map<string, Promise<Handler>>();

function handlerFor(id: string | null): Promise<Handler> | Handler {
  if (!id || !apiUrl || !isStoreId(id)) return fallback;
  const handler =
    handlers.get(id) ??
    createNodeHandler({
      distDir,
      env: { ...process.env, API_URL: `${apiUrl}${STORE_PATH_PREFIX}${id}` },
    });
  handlers.delete(id);
  handlers.set(id, handler);
  while (handlers.size > MAX_HANDLERS) handlers.delete(handlers.keys().next().value as string);
  return handler;
}

const server = serve(
  {
    port,
    fetch: async (request, ...rest) =>
      (await handlerFor(request.headers.get(MOCK_STORE_HEADER))).fetch(request, ...rest),
  },
  (address) => {
    console.info(
      `Inkwell (e2e, a handler per mock store) on http://localhost:${address.port} (dist: ${distDir}, API: ${apiUrl || 'none'})`,
    );
  },
);
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
