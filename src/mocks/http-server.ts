/**
 * The real-HTTP host of the mock backend (`npm run mock:server`): the shared handlers behind node:http via
 * MSW's getResponse, with CORS and test-only routes. Playwright runs the production build against it, since
 * it cannot see responses made inside a service worker (PITFALLS: MSW 2).
 *
 * Env: MOCK_PORT (default 3001), MOCK_PUBLIC_URL (default http://localhost:{port}): the origin the image
 * and upload URLs point at; MOCK_PROFILE `documented` (the default: SPEC §7's shapes) or `tutorial` (answers
 * like the family's deployed servers, decision 0018).
 *
 * Each end-to-end test has a store of its own, named by the `X-Mock-Store` header or a `/__store/{id}/` path
 * prefix (src/mocks/http/stores.ts, decision 0021); a request naming none uses the default store.
 */
import { getResponse } from 'msw';
import { createHandlers } from './handlers';
import { CORS_HEADERS, sendFetchResponse, sendJson, toFetchRequest } from './http/node-bridge';
import { loadNodeHttp, nodeProcess, type NodeServer } from './http/node-runtime';
import { answerTestRoute, TEST_ROUTE_PREFIX } from './http/test-routes';
import { createStoreScopes, scopeOf, type StoreScopes } from './http/stores';
import { createStore, type MockStore } from './store/store';
import { createFaultTable } from './faults';
import { dialectByName } from './dialect/by-name';
import { isDialectName, type DialectName } from './dialect/dialect';

export interface HttpServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Defaults to http://localhost:{the bound port}. */
  publicUrl?: string;
  host?: string;
  /** How the mock speaks (decision 0018); `documented` by default. */
  profile?: DialectName;
}

export interface RunningHttpServer {
  server: NodeServer;
  /** The default store: the one a request naming no store uses. */
  store: MockStore;
  /** Every store, by the id a request names (undefined: the default one). */
  stores: StoreScopes;
  url: string;
  close(): Promise<void>;
}

export async function startHttpServer(options: HttpServerOptions = {}): Promise<RunningHttpServer> {
  // Filled in once the port is known (the asset URLs need it); requests before that get a 503.
  const state: { ready?: StoreScopes } = {};
  const dialect = dialectByName(options.profile ?? 'documented');
  const { createServer } = await loadNodeHttp();
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        res.end();
        return;
      }
      const { ready } = state;
      if (!ready) return sendJson(res, 503, { error: 'The mock backend is starting' });
      const scoped = await scopeOf(await toFetchRequest(req, 'http://localhost'));
      if (!scoped.ok) return sendJson(res, 400, { error: scoped.error });
      const { request } = scoped;
      const { store, faults, handlers } = ready.get(scoped.id);
      if (new URL(request.url).pathname.startsWith(TEST_ROUTE_PREFIX)) {
        const answer = await answerTestRoute(store, request, faults);
        return sendJson(res, answer.status, answer.body);
      }
      const response = await getResponse(handlers, request);
      await sendFetchResponse(
        res,
        response ?? dialect.notFound(request.method, new URL(request.url).pathname),
      );
    })().catch((error: unknown) => {
      console.error('[mock backend] request failed', error);
      if (!res.headersSent)
        sendJson(res, 500, { error: 'The mock backend hit an unexpected error' });
      else res.end();
    });
  });

  // Node closes a kept-alive connection after 5 s of rest. A client that sends on it at that moment gets
  // "socket hang up": an end-to-end test's own call did once, after a 5 s pause between its calls (the
  // browser resends, Playwright's request context does not). A minute outlasts any pause of a test.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3001, options.host, () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 3001);
  const url = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  state.ready = createStoreScopes(() => {
    const store = createStore({ assetBaseUrl: url });
    const faults = createFaultTable();
    return { store, faults, handlers: createHandlers(store, faults, dialect) };
  });
  const stores = state.ready;

  return {
    server,
    store: stores.get(undefined).store,
    stores,
    url,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}

/** True when this file is the script Node was started with (tsx src/mocks/http-server.ts). */
function isEntryPoint(script: string | undefined): boolean {
  if (!script) return false;
  const self = decodeURIComponent(new URL(import.meta.url).pathname);
  return self === script || self.endsWith(`/${script.replace(/\\/g, '/').replace(/^\.\//, '')}`);
}

const runtime = nodeProcess();
if (runtime && isEntryPoint(runtime.argv[1])) {
  const port = Number(runtime.env.MOCK_PORT ?? 3001);
  const profile = runtime.env.MOCK_PROFILE || 'documented';
  if (!isDialectName(profile)) {
    console.error(`MOCK_PROFILE must be 'documented' or 'tutorial', not '${profile}'`);
    runtime.exit(1);
  } else {
    startHttpServer({ port, publicUrl: runtime.env.MOCK_PUBLIC_URL || undefined, profile })
      .then((running) => {
        console.log(`Inkwell mock backend (${profile}) listening on ${running.url}`);
        const stop = () => void running.close().then(() => runtime.exit(0));
        runtime.once('SIGINT', stop);
        runtime.once('SIGTERM', stop);
      })
      .catch((error: unknown) => {
        console.error('Could not start the mock backend', error);
        runtime.exit(1);
      });
  }
}
