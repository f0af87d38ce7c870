import { ApiError } from './errors';
import { isRecord } from './read';

/**
 * Issue 29 item 8: the family's servers build a regular expression of search text, so 'c++' (no valid one)
 * answers their HTML 500 page, where SPEC's server (and our mock) matches text literally. A search whose text
 * holds a regular expression's special characters is sent as typed; if the server fails on it, it is sent
 * again with those characters escaped (which such a server matches literally, as the reader meant), and once
 * that finds something, such text is sent escaped at once for the rest of the visit. A failure alone proves
 * nothing: a server that fails in passing is asked as typed once more.
 *
 * A valid one fails nothing but finds nothing of what was typed on those servers ('$5 budget', 'Node (part 2)'
 * never match their own titles; decision 0052). So a first page or a count that finds nothing as typed is
 * asked once more, escaped: such a server then finds the text itself, and is known for the visit; SPEC's
 * server would look for backslashes, find nothing, and the first answer stands.
 */

const SPECIAL = /[.*+?^${}()|[\]\\]/;
let readsRegex = false;

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const serverFailed = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && (error.status ?? 0) >= 500;

/** Whether an answer holds anything: a list with items, or a count above 0 (bare or in a field). */
function foundSome(body: unknown): boolean {
  if (Array.isArray(body)) return body.length > 0;
  if (typeof body === 'number') return body > 0;
  return isRecord(body) && Object.values(body).some(foundSome);
}

export async function withSearchText<T>(
  text: string | undefined,
  send: (text: string | undefined) => Promise<T>,
  /** Whether an answer that finds nothing is asked again escaped: a first page or a count, not a later page. */
  { retryEmpty = true }: { retryEmpty?: boolean } = {},
): Promise<T> {
  if (!text || !SPECIAL.test(text)) return send(text);
  if (readsRegex) return send(escapeRegex(text));
  let typed: T;
  try {
    typed = await send(text);
  } catch (error) {
    if (!serverFailed(error)) throw error;
    const escaped = await send(escapeRegex(text));
    if (foundSome(escaped)) {
      readsRegex = true;
      return escaped;
    }
    // Nothing found escaped: a server that fails on such text for good (the family's, where nothing matches)
    // or a failure that passes (a gateway's 503 on SPEC's server, which then finds the text as typed).
    // Asked as typed once more, each answers for itself, and the visit is left as it was.
    try {
      return await send(text);
    } catch (again) {
      if (!serverFailed(again)) throw again;
      return escaped;
    }
  }
  if (!retryEmpty || foundSome(typed)) return typed;
  const escaped = await send(escapeRegex(text)).catch(() => typed);
  if (!foundSome(escaped)) return typed;
  readsRegex = true;
  return escaped;
}

/** Tests only: a new visit. */
export function forgetSearchDialect(): void {
  readsRegex = false;
}
