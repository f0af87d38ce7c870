import { EARLY_GLOBAL, earlyKey, type EarlyAnswer } from '../config/early-call';
import { ApiError, httpError, NETWORK_ERROR_TEXT, TIMEOUT_ERROR_TEXT } from './errors';

/**
 * The answer to a call index.html sent before the app's code arrived (src/config/early-requests.ts,
 * docs/decisions/0015), taken by the first `post` that makes the same call, once.
 */

export { EARLY_GLOBAL, earlyKey, type EarlyAnswer };

/**
 * The data of the early call that posted `body` to `path`, as axios would have given it, or null when there
 * is none (another call, already taken, or none sent). A failure is the same ApiError the call itself would
 * have rejected with, so the page shows the same message and Retry.
 */
export function takeEarlyAnswer(path: string, body: unknown): Promise<unknown> | null {
  const early = window[EARLY_GLOBAL];
  if (!early || early.key !== earlyKey(path, body)) return null;
  window[EARLY_GLOBAL] = undefined;
  return early.answer.then((result) => {
    if (!result) throw new ApiError('network', NETWORK_ERROR_TEXT);
    if (!result.status) throw new ApiError('timeout', TIMEOUT_ERROR_TEXT);
    // As axios reads a JSON answer: parsed when it parses, else the text itself.
    let data: unknown = result.text;
    try {
      data = JSON.parse(result.text);
    } catch {
      // Not JSON: the API functions' readers report an unexpected answer.
    }
    if (result.status >= 200 && result.status < 300) return data;
    throw httpError(result.status, data);
  });
}
