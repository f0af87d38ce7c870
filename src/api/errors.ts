import { isAxiosError } from 'axios';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'canceled' | 'malformed';

/**
 * The one error shape every API function rejects with. `serverMessage` is the server's own text
 * (`{ error }` or `{ errors }`), which screens show verbatim; `message` is always something readable.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly serverMessage?: string;

  constructor(kind: ApiErrorKind, message: string, status?: number, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export const NETWORK_ERROR_TEXT = 'You appear to be offline. Check your connection and try again.';
export const TIMEOUT_ERROR_TEXT = 'The server is taking too long to answer. Please try again.';
export const MALFORMED_ERROR_TEXT =
  'The server sent an answer we could not read. Please try again.';
export const GENERIC_ERROR_TEXT = 'Something went wrong. Please try again.';

/** Pulls the human text out of the error bodies the known servers send. */
export function readServerMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    // A proxy's HTML error page is not a message for people.
    const text = body.trim();
    return text && text.length < 300 && !text.startsWith('<') ? text : undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'errors', 'message'] as const) {
    const text = flatten(record[key]);
    if (text) return text;
  }
  return undefined;
}

function flatten(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const parts = value.map(flatten).filter((part): part is string => Boolean(part));
    return parts.length ? parts.join('. ') : undefined;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.msg === 'string') return record.msg;
    if (typeof record.message === 'string') return record.message;
    return flatten(Object.values(record));
  }
  return undefined;
}

/** A server's error answer: its status, and its own words when the body has some. */
export function httpError(status: number, body: unknown): ApiError {
  const serverMessage = readServerMessage(body);
  return new ApiError(
    'http',
    serverMessage ?? `The server answered with an error (${status}).`,
    // An HTML page (Express's 'Cannot POST /get-followers', a proxy's 502) is the server failing, not an
    // answer about the thing asked for: a server error, which screens offer to retry. Its 404 in particular
    // means "this server has no such call", never "no such profile" (API-CONTRACT.md, missing calls).
    isHtmlPage(body) && status < 500 ? 500 : status,
    serverMessage,
  );
}

function isHtmlPage(body: unknown): boolean {
  return typeof body === 'string' && body.trimStart().startsWith('<');
}

/** A thing the server says does not exist, in whatever way it says it (a 404, or a 200 `null`). */
export function notFoundError(what: string): ApiError {
  return new ApiError('http', `${what} was not found.`, 404);
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') return new ApiError('canceled', 'Request canceled');
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', TIMEOUT_ERROR_TEXT);
    }
    if (error.response) return httpError(error.response.status, error.response.data);
    return new ApiError('network', NETWORK_ERROR_TEXT);
  }
  if (error instanceof Error) return new ApiError('malformed', error.message || GENERIC_ERROR_TEXT);
  return new ApiError('malformed', GENERIC_ERROR_TEXT);
}

/**
 * The text a toast shows for a failed call: the server's own words when it sent some, else the screen's
 * fallback from SPEC §8, except for a lost connection or a timeout, which say so (the user can act on it).
 */
export function errorText(error: unknown, fallback: string): string {
  const apiError = toApiError(error);
  if (apiError.serverMessage) return apiError.serverMessage;
  if (apiError.kind === 'network' || apiError.kind === 'timeout') return apiError.message;
  return fallback;
}

export function isCanceled(error: unknown): boolean {
  return error instanceof ApiError
    ? error.kind === 'canceled'
    : toApiError(error).kind === 'canceled';
}
