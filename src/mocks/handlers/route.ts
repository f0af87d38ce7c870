/**
 * The small framework every mock handler is written in: a resolver is a plain function over the store that
 * answers a JSON value or throws an HttpError; this file turns that into an MSW handler matched on any origin
 * (`*` + path), so the same handlers serve the browser, Vitest and the real HTTP host (ARCHITECTURE.md).
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { MockStore } from '../store/store';
import { applyFault, createFaultTable, type FaultTable } from '../faults';
import { documentedDialect, type Dialect } from '../dialect/dialect';
import type { Db, UserRecord } from '../store/types';

export class HttpError extends Error {
  readonly status: number;
  /** What a dialect may word its own error with (the username a taken-username error is about). */
  readonly detail: Readonly<Record<string, string>>;

  constructor(status: number, message: string, detail: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.detail = detail;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

export type Json = Record<string, unknown>;

/** Mirrors the client's authMode (src/api/client.ts): which calls need, or may use, a bearer token. */
export type Auth = 'required' | 'optional' | 'none';

export interface Context {
  store: MockStore;
  db: Db;
  body: Json;
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** The signed-in caller, when the token is valid. */
  viewer: UserRecord | null;
  /** How this host speaks (decision 0018): the few rules the family's servers keep otherwise. */
  dialect: Dialect;
}

export interface AuthedContext extends Context {
  viewer: UserRecord;
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** POST bodies are JSON (even when a client forgets the content type); other methods carry none we read. */
async function readBody(request: Request): Promise<Json> {
  if (request.method !== 'POST') return {};
  const text = await request.clone().text();
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isJson(value) ? value : {};
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** API-CONTRACT.md: a missing or invalid token answers 401 (the family's servers: 403 when invalid). */
function authenticate(
  store: MockStore,
  request: Request,
  auth: Auth,
  invalidStatus: number,
): UserRecord | null {
  if (auth === 'none') return null;
  const token = bearer(request);
  const viewer = token ? store.userForToken(token) : null;
  if (auth === 'required' && !token) throw new HttpError(401, 'No access token. Please sign in.');
  if (auth === 'required' && !viewer) {
    throw new HttpError(
      invalidStatus,
      'Access token is invalid or has expired. Please sign in again.',
    );
  }
  return viewer;
}

type Method = 'get' | 'post' | 'put';

export function createRouter(
  store: MockStore,
  faults: FaultTable = createFaultTable(),
  dialect: Dialect = documentedDialect,
) {
  function route<C extends Context>(
    method: Method,
    path: string,
    auth: Auth,
    resolve: (ctx: C) => unknown,
  ): HttpHandler {
    return http[method](`*${path}`, async ({ request, params }) => {
      const fault = faults.take(path);
      if (fault) {
        const answer = dialect.fault(path, fault) ?? (await applyFault(fault));
        if (answer) return answer;
      }
      try {
        const viewer = authenticate(store, request, auth, dialect.invalidTokenStatus);
        const body = await readBody(request);
        const ctx = { store, db: store.db, body, request, params, viewer, dialect } as C;
        const result: unknown = await resolve(ctx);
        if (result instanceof Response) return result;
        return HttpResponse.json(
          dialect.answer(path, result ?? {}, { store, viewer }) as JsonBodyType,
        );
      } catch (error) {
        if (error instanceof HttpError)
          return dialect.error(path, error.status, error.message, error.detail);
        console.error('[mock backend] unexpected error', error);
        return dialect.error(path, 500, 'The mock backend hit an unexpected error');
      }
    });
  }

  return {
    /** No token needed (and none read). */
    open: (method: Method, path: string, resolve: (ctx: Context) => unknown) =>
      route(method, path, 'none', resolve),
    /** Uses the token when it is valid (e.g. only the author may read a draft). */
    optional: (method: Method, path: string, resolve: (ctx: Context) => unknown) =>
      route(method, path, 'optional', resolve),
    /** 401 without a valid token. */
    authed: (method: Method, path: string, resolve: (ctx: AuthedContext) => unknown) =>
      route<AuthedContext>(method, path, 'required', resolve),
  };
}

export type Router = ReturnType<typeof createRouter>;

// ---- reading request fields: the body is untrusted JSON, so every field is narrowed ----

export function str(body: Json, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

export function num(body: Json, key: string, fallback: number): number {
  const value = body[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function bool(body: Json, key: string): boolean {
  const value = body[key];
  return value === true || value === 'true';
}
