import type { Plugin } from 'vite';
import { builtIndexHtml } from './built-index.ts';
import { ROUTES, routeModules, type RouteEntry, type RouteName } from '../src/config/routes.ts';
import { EARLY_REQUESTS, type EarlyRequest } from '../src/config/early-requests.ts';
import { EARLY_GLOBAL, requestTimeoutMs } from '../src/config/early-call.ts';
import { ENDPOINTS } from '../src/config/endpoints.ts';
import { STORAGE_KEYS } from '../src/config/storage-keys.ts';

/**
 * Starts downloading the current route's code together with the app's entry instead of after it.
 *
 * Every screen is its own chunk (src/app/router.tsx), which the router asks for only once the entry has
 * downloaded and run: two downloads in a row before a page can show its content. The build knows which
 * files each route needs, so index.html gets a small script that matches the address against the route
 * table and adds `<link rel="modulepreload">` for the route's chunk and its imports at once. The first
 * view of a blog, a profile or a search arrives one round trip sooner; later navigations are unchanged.
 *
 * For a route whose data its address names (src/config/early-requests.ts), the same script also sends the
 * page's first call for a signed-out visitor, and leaves it where the API layer takes it (src/api/early.ts).
 */

export interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/** '/blog/:blog_id' → '^/blog/([^/]+)/?$' (the parameter captured); '*' matches anything. */
export function routePattern(path: string): string {
  if (path === '*') return '';
  const parts = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^${parts.join('/')}/?$`;
}

/**
 * The files a route's code needs beyond the entry: its modules' chunks and every chunk they import,
 * transitively. A module of the route table without a chunk of its own (a screen moved or renamed, a layout
 * no longer lazy) fails the build: the route would otherwise lose its preload without anyone noticing.
 */
export function filesFor(
  entry: RouteEntry,
  chunks: readonly OutputChunkLike[],
  entryFiles: ReadonlySet<string>,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || entryFiles.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const module of routeModules(entry)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`));
    if (!chunk)
      throw new Error(
        `Route '${entry.name}' (${entry.path}): no chunk of its own for ${module}. ` +
          'Update src/config/routes.ts when a screen or layout module moves.',
      );
    visit(chunk.fileName);
  }
  return [...files];
}

/** A row of the table: the address pattern, the files to preload, and the early call as [path, field]. */
export type PreloadRow = [string, string[]] | [string, string[], [string, string]];

/** The table the index.html script matches the address against, one row per route, in order. */
export function preloadTable(
  routes: readonly RouteEntry[],
  chunks: readonly OutputChunkLike[],
  base = '/',
  early: Partial<Record<string, EarlyRequest>> = EARLY_REQUESTS,
): PreloadRow[] {
  const entryFiles = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  return routes.map((entry) => {
    const pattern = routePattern(entry.path);
    const files = filesFor(entry, chunks, entryFiles).map((file) => `${base}${file}`);
    const call = early[entry.name as RouteName];
    if (!call) return [pattern, files];
    if (!pattern.includes('(['))
      throw new Error(`Route '${entry.name}' (${entry.path}) has an early call but no parameter`);
    return [pattern, files, [ENDPOINTS[call.endpoint], call.field]];
  });
}

/**
 * The script: the first row whose pattern matches the address gets its files preloaded and, for a signed-out
 * visitor online, its early call sent to `apiUrl`. Anything unusual (storage refused, a malformed escape in
 * the address) sends nothing: the app then asks as usual.
 */
export function preloadScript(
  table: readonly PreloadRow[],
  apiUrl: string,
  timeoutMs = requestTimeoutMs(undefined),
): string {
  const sessionKey = STORAGE_KEYS.user;
  return (
    `(function(){var t=${JSON.stringify(table)};var p=location.pathname;` +
    'for(var i=0;i<t.length;i++){var m=new RegExp(t[i][0]).exec(p);if(!m)continue;' +
    "t[i][1].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});" +
    'var e=t[i][2];' +
    'if(e&&m[1]&&navigator.onLine&&window.fetch){try{' +
    `if(!sessionStorage.getItem(${JSON.stringify(sessionKey)})){` +
    'var b={};b[e[1]]=decodeURIComponent(m[1]);b=JSON.stringify(b);' +
    "var o={method:'POST',headers:{'Content-Type':'application/json'},body:b};" +
    `if(window.AbortSignal&&AbortSignal.timeout)o.signal=AbortSignal.timeout(${timeoutMs});` +
    `window[${JSON.stringify(EARLY_GLOBAL)}]={key:e[0]+' '+b,answer:fetch(${JSON.stringify(apiUrl)}+e[0],o)` +
    '.then(function(r){return r.text().then(function(x){return{status:r.status,text:x}})})' +
    ".catch(function(x){return x&&x.name==='TimeoutError'?{status:0,text:''}:null})}" +
    '}}catch(x){}}return}})();'
  );
}

/**
 * `apiUrl` and `timeoutMs`: the REST backend's base URL ('' for same origin) and the timeout, as the build's API
 * client has them (VITE_API_URL, VITE_REQUEST_TIMEOUT_MS).
 */
export function routePreload(
  {
    apiUrl = '',
    timeoutMs = requestTimeoutMs(undefined),
  }: { apiUrl?: string; timeoutMs?: number } = {},
  routes: readonly RouteEntry[] = ROUTES,
): Plugin {
  return builtIndexHtml('inkwell:route-preload', (html, bundle, base) => {
    const chunks = Object.values(bundle).filter(
      (item): item is typeof item & OutputChunkLike => item.type === 'chunk',
    );
    const script = preloadScript(
      preloadTable(routes, chunks, base),
      apiUrl.replace(/\/+$/, ''),
      timeoutMs,
    );
    // Before the stylesheet (an inline script after one waits for it to load, and these downloads must
    // start with the entry's, not a CSS round trip later), but after <meta charset>, which must stay in
    // the first 1024 bytes. The links carry `crossorigin` like the entry, so the module loader reuses
    // what they fetched.
    const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
    if (!charset) throw new Error('route-preload: index.html has no <meta charset>');
    const at = charset.index + charset[0].length;
    return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
  });
}
