/**
 * What a first visit to a route downloads, read from the build's manifest (issue 24 item 7): the entry and the
 * route's chunks with their static imports (what index.html preloads), then every chunk those import with
 * import() on their own once the page shows (the toaster, the table of contents, Similar Blogs, the share
 * actions, the notification check of a signed-in reader), with theirs, and so on.
 *
 * A walk of the manifest, not a recording of one visit: it is exact for every post and every visitor at once
 * (a post without tags or headers, a visitor signed out, would each download less), needs no browser or
 * server, and so runs on any build in a second. Two kinds of import() are not followed: another route's
 * chunks (a navigation, measured as that route's first visit) and the few modules loaded only when a reader
 * asks (ON_DEMAND). e2e/first-visit-bytes.spec.ts records real first visits and fails if one downloads a
 * script this walk leaves out, so a new lazy chunk cannot hide from the budget.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Modules that load only on a reader's action, and that action. Keys are paths from the project root. */
export const ON_DEMAND: Readonly<Record<string, string>> = {
  'src/features/comments/comments-panel.tsx': "pressing 'Comments' on a blog (SPEC §2)",
  'src/features/editor/shortcuts-sheet.tsx': "asking the editor for its keyboard shortcuts ('?')",
  'src/components/blocks/code-block.tsx': 'a post with a code block (issue 25 item 5)',
  'src/components/blocks/embed-block.tsx': 'a post with an embed block (decision 0062)',
  'src/app/layouts/main/sign-out-question.tsx':
    'Sign Out with unsaved writing in this browser (issue 29 item 17)',
};

export interface FirstVisit {
  /** Manifest keys of what index.html preloads: the entry, the route's chunks, their static imports. */
  preloaded: Set<string>;
  /** Manifest keys of what the page then imports itself, with their static imports. */
  afterwards: Set<string>;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('No entry chunk in the manifest');
  return key;
}

/** The chunks of `keys` with everything they import statically, and so on (manifest keys). */
export function staticClosure(
  manifest: Manifest,
  keys: Iterable<string>,
  seen = new Set<string>(),
): Set<string> {
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * `routeKeys`: the route's own modules (routeModules in src/config/routes.ts); `otherRoutes`: every route's
 * modules, whose chunks are reached by navigating, not by this visit.
 */
export function firstVisit(
  manifest: Manifest,
  routeKeys: readonly string[],
  otherRoutes: ReadonlySet<string>,
): FirstVisit {
  const preloaded = staticClosure(manifest, [entryKey(manifest), ...routeKeys]);
  const all = new Set(preloaded);
  const follow = (key: string) =>
    !all.has(key) && !(key in ON_DEMAND) && (routeKeys.includes(key) || !otherRoutes.has(key));
  let frontier = [...preloaded];
  while (frontier.length) {
    const next = frontier
      .flatMap((key) => manifest[key]?.dynamicImports ?? [])
      .filter((key, i, keys) => keys.indexOf(key) === i && follow(key));
    const before = new Set(all);
    staticClosure(manifest, next, all);
    frontier = [...all].filter((key) => !before.has(key));
  }
  return { preloaded, afterwards: new Set([...all].filter((key) => !preloaded.has(key))) };
}

/** The ON_DEMAND modules the build no longer has: the list must follow the code, never go stale. */
export function staleOnDemand(manifest: Manifest): string[] {
  return Object.keys(ON_DEMAND).filter((key) => !manifest[key]);
}
