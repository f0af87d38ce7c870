import axios, { type AxiosRequestConfig } from 'axios';
import { AMBIGUOUS_401_ENDPOINTS, AUTH_ENDPOINTS, ENDPOINTS } from '../config/endpoints';
import { takeEarlyAnswer } from './early';
import { requestTimeoutMs } from '../config/early-call';
import { capabilities, refuseMissing } from './capabilities';
import { ApiError, httpError, isHtmlPage, toApiError } from './errors';

/**
 * The one axios instance. The API layer imports nothing from the app: the session hands it a token getter
 * and a "session expired" handler at start-up (ARCHITECTURE.md, Decisions).
 */

export type AuthMode = 'required' | 'optional' | 'none';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** 'required': send the bearer token; 'optional': send it when signed in; default 'none'. */
    authMode?: AuthMode;
    /** The session check's own call: its refusal is read by the check, not by the interceptor. */
    sessionCheck?: boolean;
  }
}

/**
 * Long enough for a slow phone network, short enough that no spinner is endless. The end-to-end build
 * shortens it (VITE_REQUEST_TIMEOUT_MS) so the timeout suites run quickly.
 */
export const REQUEST_TIMEOUT_MS = requestTimeoutMs(import.meta.env.VITE_REQUEST_TIMEOUT_MS);

export const http = axios.create({
  baseURL: (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, ''),
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

let getToken: () => string | null | undefined = () => null;
let onUnauthorized: (token: string) => void = () => {};
let lastExpiredToken: string | null = null;

export function setTokenGetter(getter: () => string | null | undefined): void {
  getToken = getter;
}

/** Called once per expired token, however many calls fail with it at the same moment. */
export function setUnauthorizedHandler(handler: (token: string) => void): void {
  onUnauthorized = handler;
}

// Registered at module level, once (PITFALLS: Security): never from an effect.
http.interceptors.request.use((config) => {
  const mode = config.authMode ?? 'none';
  if (mode !== 'none') {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  if (apiError.missingCall && axios.isAxiosError(error) && error.config?.url)
    capabilities.markMissing(error.config.url);
  const status = apiError.kind === 'http' ? apiError.status : undefined;
  if ((status === 401 || status === 403) && axios.isAxiosError(error)) {
    const sent = String(error.config?.headers?.Authorization ?? '');
    const token = sent.startsWith('Bearer ') ? sent.slice(7) : '';
    const path = error.config?.url ?? '';
    // Not a session's call, the check itself, or its expiry already handled: nothing to do.
    const ours =
      token &&
      !error.config?.sessionCheck &&
      !AUTH_ENDPOINTS.includes(path) &&
      token !== lastExpiredToken;
    // A 401 says the token is dead, except where a wrong current password answers it too. A 403 says so
    // on the family's servers (API-CONTRACT.md), but they answer it to plain validation errors as well:
    // a cheap authenticated call decides (PITFALLS.md, learned in this project).
    if (ours && (status === 403 || AMBIGUOUS_401_ENDPOINTS.includes(path))) {
      void checkSession(token);
    } else if (ours) {
      expire(token);
    }
  }
  return Promise.reject(apiError);
});

function expire(token: string): void {
  if (token === lastExpiredToken) return;
  lastExpiredToken = token;
  onUnauthorized(token);
}

const checking = new Map<string, Promise<void>>();

/** Is this token still alive? Asked once at a time per token, however many calls were refused with it. */
function checkSession(token: string): Promise<void> {
  const running = checking.get(token);
  if (running) return running;
  const check = http
    .get(ENDPOINTS.newNotification, {
      sessionCheck: true,
      headers: { Authorization: `Bearer ${token}` },
    })
    .then(
      () => undefined,
      (error: unknown) => {
        const answer = toApiError(error);
        if (answer.kind === 'http' && (answer.status === 401 || answer.status === 403)) {
          expire(token);
        } else console.warn('Session check failed', error);
      },
    )
    .finally(() => checking.delete(token));
  checking.set(token, check);
  return check;
}

export async function post<T>(
  path: string,
  body: unknown = {},
  config: AxiosRequestConfig = {},
): Promise<T> {
  // A call index.html already sent for a signed-out visitor (src/api/early.ts); sent without a token, so
  // taken only while there is none.
  const early = config.authMode !== 'required' && !getToken() ? takeEarlyAnswer(path, body) : null;
  if (early) return answerOf(await early);
  refuseMissing(path);
  return answerOf((await http.post<unknown>(path, body, config)).data);
}

export async function get<T>(path: string, config: AxiosRequestConfig = {}): Promise<T> {
  refuseMissing(path);
  return answerOf((await http.get<unknown>(path, config)).data);
}

/**
 * A 2xx answer that says no: only an error's words (`{ error }`, `{ errors }`), or an HTML page (a host that
 * serves its page for a call it lacks). Taken for done, a refused sign-up went on to the verification page,
 * and a new blog the server had not kept was called saved (its copy in this browser deleted).
 */
function answerOf<T>(data: unknown): T {
  const [key, more] = Object.keys(Object(data));
  if (isHtmlPage(data) || (!more && /^errors?$/.test(`${key}`))) throw httpError(500, data);
  return data as T;
}

/** Turns an unexpected answer shape into the one error type, so screens show a clear message. */
export function malformed(what: string): ApiError {
  return new ApiError('malformed', `The server sent an unexpected answer for ${what}.`);
}
