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
  /**
   * Issue 29 item 4: the server has no such call (it answered its framework's HTML 404 page). Asking again
   * cannot help: the call is known missing for the visit (src/api/capabilities.ts).
   */
  readonly missingCall: boolean;
  /**
   * The server's words before they were made readable (`serverMessage`): what a call can read to tell one
   * failure from another (a family server's crash on a missing blog, API-CONTRACT.md). Never shown.
   */
  readonly serverText?: string;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status?: number,
    serverMessage?: string,
    missingCall = false,
    serverText?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.missingCall = missingCall;
    this.serverText = serverText;
  }
}

/** Said where a call the server lacks was asked for (issue 29 item 4). */
export const MISSING_CALL_TEXT = 'This server does not offer this.';

/** The error for a call the server lacks. */
export function missingCallError(): ApiError {
  return new ApiError('http', MISSING_CALL_TEXT, 404, undefined, true);
}

export const NETWORK_ERROR_TEXT = 'You appear to be offline. Check your connection and try again.';
export const TIMEOUT_ERROR_TEXT = 'The server is taking too long to answer. Please try again.';
export const GENERIC_ERROR_TEXT = 'Something went wrong. Please try again.';

/** Said instead of a server's technical text (a stack trace, an exception's name). */
export const SERVER_PROBLEM_TEXT = 'The server ran into a problem. Please try again.';

/**
 * Issue 29 item 5: a database's or a runtime's own words are not for people. The known technical texts of the
 * family's servers (mongoose and MongoDB errors, exceptions with their stack) become sentences; a server's own
 * human message is kept as it is.
 */
export function humanize(text: string): string {
  if (/E11000 duplicate key/i.test(text)) {
    const field =
      /index:\s*(?:[\w.]*\.)?(\w+?)_1\b|dup key:\s*\{\s*"?(?:[\w.]*\.)?(\w+)"?\s*:/i.exec(text);
    const name = (field?.[1] ?? field?.[2] ?? '').toLowerCase();
    if (name === 'username') return 'That username is already taken.';
    if (name === 'email') return 'That email address is already in use.';
    return 'That is already taken.';
  }
  if (
    /Cast to \w+ failed for value|CastError|BSONError|input must be a 24 character hex/i.test(text)
  )
    return 'That could not be found.';
  if (/validation failed|ValidatorError/i.test(text))
    return 'Some of what you entered was not accepted. Check it and try again.';
  if (
    /\n\s+at\s|^\s*(?:\w+Error|MongoServerError|MongoError)\b|Cannot read propert|is not a function|is not defined/.test(
      text,
    )
  )
    return SERVER_PROBLEM_TEXT;
  return text;
}

/** The text of the error bodies the known servers send, as the server wrote it (`humanize` makes it readable). */
function readServerText(body: unknown): string | undefined {
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
    // MongoDB's driver 6 keeps a server error's words in `errorResponse.errmsg`.
    if (typeof record.errmsg === 'string') return record.errmsg;
    // Only the messages of what it holds (mongoose's `errors: { field: { message } }`): its own bare values
    // are data, not words (a duplicate key's `keyValue` would say just the username).
    return flatten(Object.values(record).filter((value) => value && typeof value === 'object'));
  }
  return undefined;
}

/** A server's error answer: its status, and its own words when the body has some. */
export function httpError(status: number, body: unknown): ApiError {
  // Express's HTML 404 ('Cannot POST /get-followers'): the server has no such call (API-CONTRACT.md).
  if (status === 404 && isHtmlPage(body)) return missingCallError();
  const serverText = readServerText(body);
  const serverMessage = serverText === undefined ? undefined : humanize(serverText);
  return new ApiError(
    'http',
    serverMessage ?? `The server answered with an error (${status}).`,
    // An HTML page (a proxy's 502, a framework's 400) is the server failing, not an answer about the thing
    // asked for: a server error, which screens offer to retry.
    // Save a 413: a body larger than the server takes (Express's own 100 KB by default) is no passing failure.
    isHtmlPage(body) && status < 500 && status !== 413 ? 500 : status,
    serverMessage,
    false,
    serverText,
  );
}

export function isHtmlPage(body: unknown): boolean {
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
 * No answer came to say whether the server did what was asked: a timeout, a dropped connection, or a
 * gateway's 502 or 504. A write sent then may have been done (docs/decisions/0053, 0059).
 */
export const answerLost = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.status === 502 ||
    error.status === 504);

/**
 * The text a toast shows for a failed call: the server's own words when it sent some, else the screen's
 * fallback from SPEC §8, except for a lost connection or a timeout, which say so (the user can act on it).
 */
export function errorText(error: unknown, fallback: string): string {
  const apiError = toApiError(error);
  if (apiError.missingCall) return apiError.message;
  if (apiError.serverMessage) return apiError.serverMessage;
  if (apiError.kind === 'network' || apiError.kind === 'timeout') return apiError.message;
  return fallback;
}
