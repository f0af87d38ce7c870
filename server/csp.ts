/**
 * The Content-Security-Policy (issue 16). No inline script runs unless index.html carries it: the build's
 * inline scripts (theme before paint, app shell, route preload) are allowed by their sha256, computed from
 * the built index.html at start-up, so a changed script needs no one to update a list. Web Crypto, so the
 * same code runs on Node and on edge platforms.
 */

/** Embeds the block renderer builds (src/components/blocks/embed-url.ts) plus YouTube's no-cookie host. */
export const EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://codepen.io',
  'https://open.spotify.com',
  'https://www.instagram.com',
] as const;

/** Google Identity Services (the 'Continue with Google' popup), as Google documents its CSP. */
const GOOGLE = 'https://accounts.google.com/gsi/';

/** The text of every inline `<script>` (no src) of a page, exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs = '', body = ''] = match;
    if (!/\bsrc\s*=/i.test(attrs)) scripts.push(body);
  }
  return scripts;
}

export async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

export interface CspOptions {
  /** `'sha256-…'` sources of the allowed inline scripts. */
  scriptHashes: readonly string[];
  /** Origins the app calls (the API, the upload host). */
  connectOrigins: readonly string[];
  /** Origins images may come from besides 'self' and any https: host (an http upload host in development). */
  imageOrigins: readonly string[];
}

export function contentSecurityPolicy(options: CspOptions): string {
  const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', unique(["'self'", ...options.scriptHashes, `${GOOGLE}client`])],
    // Runtime styles: react-hot-toast and Editor.js insert <style> elements; a stylesheet cannot run code.
    ['style-src', unique(["'self'", "'unsafe-inline'", `${GOOGLE}style`])],
    // Banners, avatars and content images come from the upload host or any https address (SPEC §3);
    // blob: is the avatar preview before upload, data: the editor's own icons.
    ['img-src', unique(["'self'", 'data:', 'blob:', 'https:', ...options.imageOrigins])],
    ['font-src', "'self'"],
    // The API and the upload host; and any https address, because the editor copies an image pasted by its
    // address into the upload host (issue 25 item 4, docs/decisions/0029): a read the other host must allow
    // (CORS). img-src already lets any https image load, so this opens no new way out of the page.
    ['connect-src', unique(["'self'", ...options.connectOrigins, GOOGLE, 'https:'])],
    ['frame-src', unique([...EMBED_ORIGINS, GOOGLE])],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The origin of an http(s) URL, or null (an empty API URL means the app's own origin: 'self'). */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
