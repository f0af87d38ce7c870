import { matchRoute } from '../../config/route-match';
import type { EarlyCall } from '../../config/early-call';
import { SERVER_PRELOAD_ATTRIBUTE, type BootConfig } from '../../config/boot-config';

export type { BootConfig };

/**
 * What index.html runs before the app's code has arrived (issue 30 item 1). The build compiles this module into
 * the page's inline scripts (vite-plugins/app-shell.ts), so it is code like any other: typed, linted, tested
 * (tests/app/boot.test.ts), and it reads addresses with the one route matcher (src/config/route-match.ts).
 *
 * - `start`, in the head before the stylesheet: starts downloading the route's code together with the entry
 *   instead of after it (every screen is its own chunk, which the router asks for only once the entry has run),
 *   and for a route whose data its address names, sends the page's first call for a signed-out visitor and
 *   leaves it where the API layer takes it (src/api/early.ts, src/config/early-requests.ts).
 * - `fitShell`, right after the shell: on the editor's routes (no navbar, no banner) removes the shell; elsewhere
 *   removes the cookie banner once a choice is stored, or makes its buttons store one before the code arrives.
 *   A first view the server wrote always stays: the app's first commit replaces it (src/app/first-commit.ts).
 *
 * Anything unusual (storage refused, no fetch, offline) sends nothing: the app then asks as usual.
 */

/** What `start` read: the settings, and whether this address is a bare route (the shell goes). */
let page: { config: BootConfig; bare: boolean } | null = null;

/** The session kept in this tab; storage the browser refuses counts as one (nothing is sent for it). */
function sessionOf(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return '';
  }
}

function sendEarly(apiPath: string, field: string, value: string, settings: BootConfig): void {
  if (!navigator.onLine || !window.fetch || sessionOf(settings.sessionKey) !== null) return;
  const body = JSON.stringify({ [field]: value });
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  };
  if (window.AbortSignal && AbortSignal.timeout)
    init.signal = AbortSignal.timeout(settings.timeoutMs);
  const call: EarlyCall = {
    key: `${apiPath} ${body}`,
    answer: fetch(settings.apiUrl + apiPath, init)
      .then((response) => response.text().then((text) => ({ status: response.status, text })))
      .catch((error: unknown) =>
        error instanceof Error && error.name === 'TimeoutError' ? { status: 0, text: '' } : null,
      ),
  };
  (window as unknown as Record<string, EarlyCall>)[settings.earlyGlobal] = call;
}

export function start(settings: BootConfig): void {
  const match = matchRoute(settings.routes, location.pathname);
  page = { config: settings, bare: match?.route.bare === true };
  if (!match) return;
  // The production server has written them into the head already (its preload scanner's, at no cost here).
  const written = document.querySelector(`link[${SERVER_PRELOAD_ATTRIBUTE}]`) !== null;
  for (const file of written ? [] : match.route.files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
  const value = Object.values(match.params)[0];
  if (match.route.early && value !== undefined) {
    try {
      sendEarly(match.route.early[0], match.route.early[1], value, settings);
    } catch {
      // The app asks as usual.
    }
  }
}

export function fitShell(): void {
  if (!page) return;
  const { consentKey, choices, shellId, bannerId } = page.config;
  const shell = document.getElementById(shellId);
  const banner = document.getElementById(bannerId);
  if (page.bare) {
    shell?.remove();
    banner?.remove();
    return;
  }
  if (!banner) return;
  let choice: string | null = null;
  try {
    choice = localStorage.getItem(consentKey);
  } catch {
    // Storage refused: the banner stays, and its buttons still hide it.
  }
  if (choice !== null && choices.includes(choice)) {
    banner.remove();
    return;
  }
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-consent]');
    if (!button) return;
    try {
      localStorage.setItem(consentKey, button.getAttribute('data-consent') ?? '');
    } catch {
      // Not kept; the banner still goes.
    }
    banner.remove();
  });
}
