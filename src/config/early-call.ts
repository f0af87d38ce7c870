/**
 * What index.html's script and the API layer agree on about the early call (src/api/early.ts). No imports:
 * the build loads this module (vite-plugins/app-shell.ts), and index.html's boot script reads it (src/app/boot/boot.ts).
 */

/** Where index.html leaves the call it sent: `window[EARLY_GLOBAL]`. */
export const EARLY_GLOBAL = '__inkwellEarly';

/**
 * What index.html's script keeps: the answer's status and text; status 0 when it gave up after the client's
 * timeout; null when the call failed to go out.
 */
export interface EarlyAnswer {
  status: number;
  text: string;
}

export interface EarlyCall {
  key: string;
  answer: Promise<EarlyAnswer | null>;
}

declare global {
  interface Window {
    [EARLY_GLOBAL]?: EarlyCall;
  }
}

/** The key both sides compute: the path and the body exactly as posted. */
export function earlyKey(path: string, body: unknown): string {
  return `${path} ${JSON.stringify(body)}`;
}

/** The API client's timeout (src/api/client.ts), which index.html's call also keeps: VITE_REQUEST_TIMEOUT_MS or 15 s. */
export function requestTimeoutMs(configured: string | undefined): number {
  return Number(configured) || 15_000;
}
