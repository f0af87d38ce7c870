/**
 * What the build tells index.html's boot script (src/app/boot/boot.ts; written by vite-plugins/app-shell.ts).
 * Import-free: the build loads it.
 */

export interface BootRoute {
  path: string;
  /** The files to preload: the route's chunks and what they import, never the entry. */
  files: string[];
  /** The early call as [API path, body field], set to the route's one parameter. */
  early?: [string, string];
  /** A route without the navbar and the cookie banner (the editor's layout). */
  bare?: boolean;
}

export interface BootConfig {
  /** The route table in its order, as the build knows it. */
  routes: BootRoute[];
  /** The REST backend's base URL ('' for the same origin), and the API client's timeout. */
  apiUrl: string;
  timeoutMs: number;
  /** Where a session is kept (sessionStorage), and where the early call is left (window). */
  sessionKey: string;
  earlyGlobal: string;
  /** The cookie choice's key (localStorage) and its values; the ids of the shell and its banner. */
  consentKey: string;
  choices: string[];
  shellId: string;
  bannerId: string;
}
