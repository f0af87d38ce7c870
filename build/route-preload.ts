import type { Plugin } from 'vite';
import { builtIndexHtml } from './built-index.ts';
import { ROUTES, routeModules, type RouteEntry } from '../src/app/route-table.ts';

/**
 * Starts downloading the current route's code together with the app's entry instead of after it.
 *
 * Every screen is its own chunk (src/app/router.tsx), which the router asks for only once the entry has
 * downloaded and run: two downloads in a row before a page can show its content. The build knows which
 * files each route needs, so index.html gets a small script that matches the address against the route
 * table and adds `<link rel="modulepreload">` for the route's chunk and its imports at once. The first
 * view of a blog, a profile or a search arrives one round trip sooner; later navigations are unchanged.
 */

export interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/** '/blog/:blog_id' → '^/blog/[^/]+/?$'; '*' matches anything. */
export function routePattern(path: string): string {
  if (path === '*') return '';
  const parts = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
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
          'Update src/app/route-table.ts when a screen or layout module moves.',
      );
    visit(chunk.fileName);
  }
  return [...files];
}

/** The table the index.html script matches the address against: [pattern, files] per route, in order. */
export function preloadTable(
  routes: readonly RouteEntry[],
  chunks: readonly OutputChunkLike[],
  base = '/',
): [string, string[]][] {
  const entryFiles = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  return routes.map((entry) => [
    routePattern(entry.path),
    filesFor(entry, chunks, entryFiles).map((file) => `${base}${file}`),
  ]);
}

export function routePreload(routes: readonly RouteEntry[] = ROUTES): Plugin {
  return builtIndexHtml('inkwell:route-preload', (html, bundle, base) => {
    const chunks = Object.values(bundle).filter(
      (item): item is typeof item & OutputChunkLike => item.type === 'chunk',
    );
    const table = preloadTable(routes, chunks, base);
    const script = `(function(){var t=${JSON.stringify(table)};var p=location.pathname;for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});return}}})();`;
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
