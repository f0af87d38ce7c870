import type { Plugin } from 'vite';
import { builtIndexHtml } from './built-index.ts';
import type { OutputChunkLike } from './route-preload.ts';

/** What this plugin reads of a bundle's chunk: what route-preload reads, and its name. */
export type ChunkLike = Omit<OutputChunkLike, 'facadeModuleId'> & { name: string };

/**
 * The chunk of React, React DOM and TanStack Query (vite.config.ts, the `react` group) as a module script of its
 * own, just before the entry's script in index.html.
 *
 * A module script's whole graph runs in one task: the entry's was the first load's longest task, mostly React
 * DOM setting itself up (issue 30 item 5, decision 0043). Chrome runs each module script of a page in a task of
 * its own, in document order, and a module already run is not run again: the `react` chunk's script sets React
 * DOM up (src/react-ready.ts), and the entry's task then runs only the rest. Nothing more is downloaded: the
 * chunk is one of the entry's static imports, already preloaded by Vite's own link, and the script names the
 * same URL.
 *
 * It fails the build when the chunk is missing or no longer a static import of the entry (a script for it would
 * then download code the page might not need), or when index.html has no script for the entry.
 */
export function scriptFirst(
  html: string,
  chunks: readonly ChunkLike[],
  chunkName: string,
  base = '/',
): string {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('react-first: the bundle has no entry chunk');
  const first = chunks.find((chunk) => chunk.name === chunkName && !chunk.isEntry);
  if (!first) throw new Error(`react-first: the bundle has no chunk named '${chunkName}'`);
  if (!entry.imports.includes(first.fileName))
    throw new Error(
      `react-first: ${first.fileName} is not a static import of the entry ${entry.fileName}`,
    );
  const source = html.indexOf(` src="${base}${entry.fileName}"`);
  const tag = source < 0 ? -1 : html.lastIndexOf('<script type="module"', source);
  if (tag < 0) throw new Error(`react-first: index.html has no script for ${entry.fileName}`);
  const script = `<script type="module" crossorigin src="${base}${first.fileName}"></script>`;
  return html.slice(0, tag) + script + html.slice(tag);
}

export function reactFirst(chunkName = 'react'): Plugin {
  return builtIndexHtml('inkwell:react-first', (html, bundle, base) =>
    scriptFirst(
      html,
      Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      ),
      chunkName,
      base,
    ),
  );
}
