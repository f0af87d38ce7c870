import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { builtIndexHtml } from './built-index.ts';

/** Above this (gzip), a stylesheet is worth caching on its own rather than sending with every page. */
export const MAX_INLINE_CSS_GZIP = 16 * 1024;

export interface CssAssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;

/**
 * What stays of an inlined link: the same link, `disabled`, which browsers do not download. Vite's loader of
 * lazy chunks (its preload helper) loads a chunk's stylesheets first unless the page already has a
 * `link[rel=stylesheet]` with that address, and every lazy chunk that imports from the entry counts the
 * entry's stylesheet among its own. Without this marker, the first lazy chunk of a page (Similar Blogs,
 * the share menu, the comments) downloaded the whole stylesheet again (9 KB gzip, at the highest
 * priority), applied it a second time over the page, and waited for it before showing.
 */
export function inlinedMarker(href: string): string {
  return `<link rel="stylesheet" href="${href}" disabled>`;
}

/**
 * index.html with its stylesheet links replaced by the stylesheets themselves, in <style> elements, each
 * followed by its disabled link (inlinedMarker). Throws when a link names no stylesheet of the build, when
 * a stylesheet is too big to send with every page, or when its text could end the <style> element early.
 */
export function inlineStylesheets(
  html: string,
  assets: ReadonlyMap<string, CssAssetLike>,
  base = '/',
): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1] ?? '';
    const fileName = href.startsWith(base) ? href.slice(base.length) : href;
    const asset = assets.get(fileName);
    if (!asset) throw new Error(`inline-css: ${link} names no stylesheet of the build`);
    const css =
      typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    const gzip = gzipSync(css, { level: 9 }).length;
    if (gzip > MAX_INLINE_CSS_GZIP)
      throw new Error(
        `inline-css: ${fileName} is ${gzip} bytes gzip, over ${MAX_INLINE_CSS_GZIP}: link it instead`,
      );
    if (/<\/style/i.test(css)) throw new Error(`inline-css: ${fileName} contains '</style'`);
    return `<style>${css}</style>${inlinedMarker(href)}`;
  });
}

/**
 * Sends the app's stylesheet inside index.html instead of as a file of its own (docs/decisions/0014).
 *
 * A stylesheet blocks the first paint: with a <link>, the app shell paints only once a second request has
 * come back, a round trip after the document (and on a first visit, that request also competes with the
 * code's downloads). The whole stylesheet is small (Tailwind's output, about 8 KB gzip, budgeted in
 * bench:bundle), so it comes with the document and the shell paints as soon as the document has arrived.
 * The file is still emitted (the manifest and the budgets read it); nothing links it.
 */
export function inlineCss(): Plugin {
  return builtIndexHtml('inkwell:inline-css', (html, bundle, base) => {
    const assets = new Map<string, CssAssetLike>();
    for (const item of Object.values(bundle))
      if (item.type === 'asset' && item.fileName.endsWith('.css'))
        assets.set(item.fileName, item as CssAssetLike);
    return inlineStylesheets(html, assets, base);
  });
}
