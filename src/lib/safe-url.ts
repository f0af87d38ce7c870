/**
 * User-supplied URLs (social links, images, embed sources, profile_img from the API) pass through here before
 * they reach an href or a src (PITFALLS: Security). Parsing with `new URL` rejects what a regex would let
 * through (`java\tscript:`, `//evil.example`); anything but http(s) — javascript:, data:, blob:, vbscript: —
 * answers null, and the caller renders text or a placeholder instead.
 */

function parse(value: unknown, base?: string): URL | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    return base ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return null;
  }
}

const isHttp = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** An absolute http(s) link, or null. Relative paths are refused: a link from a user is never ours. */
export function safeUrl(value: unknown): string | null {
  const url = parse(value);
  return url && isHttp(url) ? url.href : null;
}

function pageOrigin(): string | undefined {
  try {
    return window.location.origin;
  } catch {
    return undefined;
  }
}

/**
 * An image address: absolute http(s), or a path on the page's own host (the upload host in mock mode, where
 * images are served next to the app). Never data:, blob: or javascript:.
 */
export function safeImageUrl(value: unknown): string | null {
  return safeImageUrlOn(value, pageOrigin());
}

/**
 * safeImageUrl with a path resolved against `origin` (the server's, which has no page: server/head.ts). A path
 * must stay on that origin: the URL parser drops tabs and line breaks and reads '\' as '/', so
 * '/\t/evil.example/x.png' is as protocol-relative as '//evil.example/x.png' once parsed.
 */
export function safeImageUrlOn(value: unknown, origin: string | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const local = trimmed.startsWith('/');
  const url = parse(trimmed, local ? origin : undefined);
  if (!url || !isHttp(url)) return null;
  return !local || url.origin === origin ? url.href : null;
}

/** The host of an https URL (lower case), for exact allow-list checks; null otherwise. */
export function httpsHost(value: unknown): string | null {
  const url = parse(value);
  return url && url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
}
