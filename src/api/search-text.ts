import { ApiError } from './errors';

/**
 * Issue 29 item 8: the family's servers build a regular expression of search text, so 'c++' (no valid one)
 * answers their HTML 500 page, where SPEC's server (and our mock) matches text literally. A search whose text
 * holds a regular expression's special characters is sent as typed; if the server fails on it, it is sent
 * again with those characters escaped (which such a server matches literally, as the reader meant), and for
 * the rest of the visit such text is sent escaped at once.
 */

const SPECIAL = /[.*+?^${}()|[\]\\]/;
let readsRegex = false;

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const serverFailed = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && (error.status ?? 0) >= 500;

export async function withSearchText<T>(
  text: string | undefined,
  send: (text: string | undefined) => Promise<T>,
): Promise<T> {
  if (!text || !SPECIAL.test(text)) return send(text);
  if (readsRegex) return send(escapeRegex(text));
  try {
    return await send(text);
  } catch (error) {
    if (!serverFailed(error)) throw error;
    const answer = await send(escapeRegex(text));
    readsRegex = true;
    return answer;
  }
}

/** Tests only: a new visit. */
export function forgetSearchDialect(): void {
  readsRegex = false;
}
