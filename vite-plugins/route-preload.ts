import { routeModules, type RouteEntry, type RouteName } from '../src/config/routes.ts';
import { EARLY_REQUESTS, type EarlyRequest } from '../src/config/early-requests.ts';
import { ENDPOINTS } from '../src/config/endpoints.ts';
import type { BootRoute } from '../src/config/boot-config.ts';

/**
 * What the boot script (src/app/boot/boot.ts) needs to know of each route that only the build knows: the files
 * its code needs. Every screen is its own chunk (src/app/router.tsx), which the router asks for only once the
 * entry has downloaded and run: two downloads in a row before a page can show its content. With the route's
 * files in index.html, the boot script preloads them together with the entry, and the first view of a blog, a
 * profile or a search arrives one round trip sooner; later navigations are unchanged.
 */

export interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
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

/**
 * The boot script's route rows (src/app/boot/boot.ts), one per route of the table in its order: its pattern, the
 * files to preload (never the entry or its static imports, which index.html preloads itself), its early call
 * as [API path, body field], and whether its layout is bare (the editor's, which has no navbar and no banner:
 * the shell goes).
 */
export function bootRoutes(
  routes: readonly RouteEntry[],
  chunks: readonly OutputChunkLike[] | null,
  base = '/',
  early: Partial<Record<string, EarlyRequest>> = EARLY_REQUESTS,
): BootRoute[] {
  // The entry and what it imports statically: index.html preloads those already (Vite's own links).
  const entryFiles = new Set<string>();
  const byFile = new Map((chunks ?? []).map((chunk) => [chunk.fileName, chunk]));
  const addEntry = (file: string) => {
    if (entryFiles.has(file)) return;
    entryFiles.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) addEntry(imported);
  };
  for (const chunk of chunks ?? []) if (chunk.isEntry) addEntry(chunk.fileName);
  return routes.map((entry) => {
    // In dev (no bundle) nothing is preloaded and no early call is sent: the dev server serves modules.
    const files = chunks ? filesFor(entry, chunks, entryFiles).map((file) => `${base}${file}`) : [];
    const row: BootRoute = { path: entry.path, files };
    if (entry.layout === 'editor') row.bare = true;
    const call = chunks ? early[entry.name as RouteName] : undefined;
    if (call) {
      if (!entry.path.includes(':'))
        throw new Error(`Route '${entry.name}' (${entry.path}) has an early call but no parameter`);
      row.early = [ENDPOINTS[call.endpoint], call.field];
    }
    return row;
  });
}
