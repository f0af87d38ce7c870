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

/**
 * The production server writes each page's route preloads into its head itself, marked with this attribute
 * (server/app.ts, from the build note's `preloads`): the browser's preload scanner finds them as the page
 * arrives, and the boot script, seeing one, adds none. Added from script, the links had cost the head's task
 * 40 to 170 ms at 4× CPU (issue 30 item 5). Static hosts still get them from the boot script.
 */
export const SERVER_PRELOAD_ATTRIBUTE = 'data-route-preload';

/** A route's files to preload, as the build note keeps them for the server. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * Where the page's head takes what must load first (the boot script at build time, the route preloads on the
 * server): right after `<meta charset>`, which must stay in the first 1024 bytes. -1 without one.
 */
export function afterCharset(html: string): number {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  return charset ? charset.index + charset[0].length : -1;
}
