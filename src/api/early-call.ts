/**
 * What index.html's script and the API layer agree on about the early call (src/api/early.ts). No imports:
 * the build loads this module (build/route-preload.ts).
 */

/** Where index.html leaves the call it sent: `window[EARLY_GLOBAL]`. */
export const EARLY_GLOBAL = '__inkwellEarly';

/** What index.html's script keeps: the answer's status and text, or null when the call failed to go out. */
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
