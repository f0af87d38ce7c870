/**
 * npm run bench:bundle — builds the production bundle and prints, for every route of the router's own table
 * (src/config/routes.ts), the JavaScript and CSS a first visit loads: the entry chunk and its static imports,
 * plus the route's lazy chunks (its screen's and its layout's, as the table names them) with their static
 * imports, raw and gzip. Fails when a budget (issue 13, docs/decisions/0007) is exceeded, or when a route
 * loads DOMPurify, Editor.js or mock code it does not need. Its last columns are the whole first visit: that,
 * then what the page imports itself once it shows (scripts/first-visit.ts says how it is walked); the blog
 * page's is budgeted (issue 24 item 7, docs/decisions/0023).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, routeModules, type RouteEntry } from '../src/config/routes.ts';
import { firstVisit, staleOnDemand, type Manifest } from './first-visit.ts';
import { buildBundle, readModuleMap } from './bundle-build.ts';

const root = resolve(import.meta.dirname, '..');
/**
 * BENCH_DIST=dist measures a folder already built by `npm run build:e2e` (npm test builds once for this
 * benchmark and Playwright: issue 24 item 5, docs/decisions/0021); without it, a build of its own in
 * dist-bench/.
 */
const prebuilt = process.env.BENCH_DIST?.trim();
const outDir = prebuilt ? resolve(root, prebuilt) : join(root, 'dist-bench');
const KB = 1024;

/**
 * Budgets in gzip bytes, measured with the newest releases of React, React Router 7, axios and TanStack Query
 * (issue 13, docs/decisions/0007; issue 5 had 120 KB with pinned older releases). 145 KB: issues 23 and 24 took
 * the blog page to 146.0 KB for a day (0026); the app's own links and the headless toaster brought it back to
 * 143.7 KB and a profile to 143.0 (2026-11-25, docs/decisions/0027). 146.5 KB since issue 29 (decision 0035):
 * a session shared by the tabs, Back that closes the Comments panel, a like that recovers, focus after Load
 * More, the scroll hint of a tab row and the unsaved-writing check at Sign Out took the blog page from 145.0
 * to 146.2 KB and a profile to 145.7, after their code that runs only on demand was moved out (the Sign Out
 * question, the tabs' channel). 150.5 KB since issue 30 item 2 (decision 0036): React Router is installed as
 * released, without the patch that marked its module-level components pure (the patch failed every release's
 * install); what the app never uses (Link, Form, ScrollRestoration and their prefetching) now stays in, 3.8 KB
 * on every route (blog 146.2 → 150.1 KB, profile 145.7 → 149.5). Issue 30 item 5 is where bytes are to be won.
 * 150.8 KB since a refusal answered with a 2xx status is no longer taken for done, a blog answered `null` is
 * not found, a route's id is read from its address decoded once, Retry keeps the focus in the area it
 * reloads, and text in any language is laid out and counted as written (right to left isolated, words of
 * Chinese or Japanese counted, one form of a typed word) (decision 0061: the blog 150.48 → 150.73 KB).
 * 150.1 KB since a post's embed block is a chunk of its own, which only a post with an embed downloads, and
 * the comment counts' code left the blog page for the comments panel's (decision 0062: the blog 150.78 →
 * 149.97 KB, a profile 149.83 → 149.99 with 0062's fixes in the shared entry). 150.3 KB since a writer's
 * unclosed right-to-left text is closed before the site's name in every title (decision 0063: a profile
 * 149.99 → 150.17 KB, the blog 150.00 → 150.17). 150.5 KB since an embed that cannot be a player is its link
 * from the first paint, with the services' hosts in the blog's first load (decision 0065: the blog 150.21 →
 * 150.44 KB). 150.6 KB since a long word's break points fall between the characters a reader sees (0065: the
 * blog 150.44 → 150.57 KB, every route 0.14 KB more, in the entry). 150.7 KB since a change of user keeps the
 * lists of published blogs, so Sign Out, which ends on home, does not draw its lists again (0065: the blog
 * 150.57 → 150.60 KB, in the entry). 150.8 KB since decision 0066: Sign Out also removes what a new post's
 * save sent, kept beside its copy so that a reload while it is out does not make a second post, and a search,
 * a title or a comment of characters drawn as nothing is no search, title or comment (the blog 150.68 →
 * 150.75 KB, in the entry). 150.9 KB since a visual audit's fixes (0066): the not-found and failed pages of a
 * blog and a profile are laid out as the address's, each saying why, and an embed's caption is set as an
 * image's (the blog 150.75 → 150.84 KB, a profile 150.52 → 150.63; the files' hashes alone move these by a few
 * bytes).
 */
const READING_JS_BUDGET = 150.9 * KB;
const READING_CSS_BUDGET = 15 * KB;
/**
 * The content sanitizer (DOMPurify, mandated for any HTML we render) is counted apart from the reading routes'
 * budget above: it is its own chunk, only the routes that render user HTML may load it, and it has a cap of its
 * own. Everything else a reading route loads stays within that budget. docs/decisions/0006 says why.
 */
const SANITIZER_BUDGET = 12 * KB;
/**
 * The editor routes (issue 14), set from the measured figures of 2026-11-23 with a little room: the screen's
 * first load (the sanitizer included: the editor cleans what it loads) 159.0 KB, and Editor.js with its tools,
 * which the screen imports once it has mounted, 95.5 KB. Neither may creep up unnoticed. Issue 28 (decision
 * 0034) raised both by what the one document under the editor costs, measured: the screen 161.8 → 166.7 KB
 * (the document, per-tab copies and their notices, the line standing in for the editor while it loads), and
 * Editor.js with its tools 98.5 → 106.1 KB (the tracker, history and undo, the adapter, @editorjs/paragraph
 * 2.2 KB for the space kept when paragraphs join); the paste code and `marked` wait for the first paste.
 * Issue 29 (decision 0035): 168 → 169 KB for the shared entry's part of the same features as the reading
 * routes' (167.9 → 168.8 KB). Issue 30 item 2 (decision 0036): 173 KB, React Router as released (168.8 →
 * 172.8 KB). 174 KB since the library releases of 2026-11-27 (DOMPurify 3.5, TanStack Query 5.108.4: 173.0 →
 * 173.5 KB; 173.3 KB with decision 0041's own changes). 174.5 KB since text typed before the editor has loaded
 * is the writer's work from the first key (decision 0052: 173.8 → 174.1 KB). 175.5 KB since words typed while a
 * save is out, a copy the browser will not keep and a copy over a newer version are the editor's to handle
 * (decision 0053: 174.4 → 175.0 KB); 176 KB with the rest of 0053 (a new post's lost answer, the '?' setting, an
 * image's first bytes checked, Edit profile's kept changes in the shared entry: 175.6 KB). 176.5 KB since a blog
 * deleted while it is being written, and a duplicated tab, no longer lose the writer's changes (decision 0054:
 * 175.6 → 176.3 KB). 177 KB since the writer's calls (create-blog, user-written-blogs, delete-blog) left the
 * reading pages' chunk for one of their own, which the editor and the dashboard share (decision 0055: the
 * reading routes 0.1 to 0.6 KB lighter, the editor 176.5 → 176.8 KB). 177.3 KB since words typed after
 * 'Saved' keep the writer in the editor, a new post goes on in the same editor as the post its first save
 * made, and an empty quote or code block is no content (decision 0059: 176.87 → 177.06 KB, after the icons
 * one lazy part alone draws had left the entry: 177.00 → 176.87). 177.9 KB since a new blog the server did not
 * keep is not called saved (its copy stays), Ctrl+S takes what a topic's field holds, a blog saved as a draft
 * (or published) is not drawn in the lists it has left, the editor stage's checks mark the banner or title
 * they failed on, text boxes and topics in any language, and the shared entry's part of decision 0061
 * (177.18 → 177.99 KB). 178.3 KB since decision 0062's fixes: Back after a new blog's first save returns to
 * it, sign-in goes back to the page it was opened from, a kept session read field by field, a YouTube link's
 * start time and Vimeo's channel addresses, a link to a path of this site, fields that show no text
 * (177.99 → 178.27 KB, the embed block's own chunk included). 178.5 KB with the writer's work across
 * navigation (the publish form kept while typing on, a blog's last save before a stale link's draft flag, a
 * topic typed without Enter kept on Back: 178.27 → 178.44 KB). 178.9 KB since decision 0063: a leaving
 * waits for a save of all the work (and a question stays open while a first save answers), a deleted blog
 * saved as a new one goes on in the same editor, the entry below a new post's first publish goes on as the
 * post, and titles close a writer's right-to-left text (178.44 → 178.87 KB). 179.0 KB since decision 0064: a
 * Sign Out keeps the blog on screen and does not read it again (178.87 → 178.92 KB, in the entry). 179.1 KB
 * since decision 0065: the embed services' hosts and an embed's link are the block renderer's (178.92 →
 * 179.06 KB), a long word's break points between the characters a reader sees (179.06 → 179.18 KB), and the
 * lists of published blogs kept across a change of user (179.18 → 179.22 KB), and Forward to a new post whose first
 * save was out when the writer left going on as that post (179.22 → 179.46 KB, the editor's chunk), and what a
 * review of these found (a save key fixed for the editor's life, a gone editor's save moving the newest copy,
 * more characters kept whole: 179.46 → 179.57 KB): 179.6 KB. 180.0 KB since decision 0066: what a new post's
 * save sent is kept beside its copy until a save answers, and the next save after a reload looks for the post
 * it made; a title, a description or a topic of characters drawn as nothing is empty (179.57 → 179.90 KB; the
 * files' hashes alone move it by a few bytes, so 0.1 KB is left). 180.1 KB since a review of these: Save Draft
 * asks before unpublishing the post a reload's Publish made, and the lookup is bounded on both sides (179.90 →
 * 180.03 KB).
 */
const EDITOR_JS_BUDGET = 180.1 * KB;
const EDITOR_TOOLS_BUDGET = 108 * KB;
/**
 * Everything a first visit to a blog downloads, what the page imports once it shows included (the table of
 * contents, Similar Blogs, the share actions, the toaster, a signed-in reader's notification check), the
 * sanitizer apart: issue 24 item 7, docs/decisions/0023. 152 KB, as issue 24 asks: 155.3 KB on 2026-11-24, 150.6 KB
 * since the app's own links and the headless toaster (docs/decisions/0027). 154 KB since issue 29: 152.0 →
 * 153.6 KB (decision 0035; the tabs' channel, 0.4 KB, loads once the page shows). 158 KB since issue 30 item
 * 2: React Router as released, 153.6 → 157.5 KB (decision 0036). 158.3 KB since decision 0061 (157.89 → 158.23 KB:
 * refusals in a 2xx, early answers too, a blog answered `null`, ids decoded once, Retry's focus, text in any
 * language laid out and counted as written). 157.5 KB since a post's embed block is a chunk of its own, loaded
 * only by a post with an embed, as a code block's is (scripts/first-visit.ts ON_DEMAND; decision 0062: 158.23
 * → 157.41 KB with 0062's fixes). 157.7 KB since titles close a writer's right-to-left text (decision 0063:
 * 157.46 → 157.62 KB). 157.9 KB since an embed that cannot be a player is its link from the first paint
 * (decision 0065: 157.66 → 157.89 KB). 158.1 KB since a long word's break points fall between the characters a
 * reader sees (0065: 157.89 → 158.01 KB). 158.2 KB since the lists of published blogs are kept across a change of
 * user, a blog deleted elsewhere is not drawn from the copy kept, and Sign Out waits for home's code before it
 * goes (0065: 158.01 → 158.11 KB).
 * 158.4 KB since decision 0066 (158.14 → 158.29 KB: the entry's part, above, and a failed blog's line saying
 * why).
 */
const BLOG_FIRST_VISIT_BUDGET = 158.4 * KB;
const isEditorJs = (id: string) => id.includes('node_modules/@editorjs/');
const isSanitizer = (moduleId: string) => moduleId.includes('node_modules/dompurify/');

/** Which routes may carry which heavy modules: content rendering needs DOMPurify, the editor Editor.js. */
const ALLOWED: Record<string, (route: RouteEntry) => boolean> = {
  dompurify: (route) => route.screen === 'blog' || route.screen === 'editor',
  '@editorjs': (route) => route.screen === 'editor',
  'src/mocks': () => false,
  msw: () => false,
};

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const sizeOf = (file: string) => {
  const bytes = readFileSync(join(outDir, file));
  return { raw: statSync(join(outDir, file)).size, gzip: gzipSync(bytes, { level: 9 }).length };
};
/**
 * What the production server sends a browser that accepts Brotli: the copy the build compressed
 * (vite-plugins/precompress.ts), or the file itself where none was worth making.
 */
const sentSize = (file: string) => {
  const copy = join(outDir, `${file}.br`);
  return existsSync(copy) ? statSync(copy).size : statSync(join(outDir, file)).size;
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function main() {
  if (prebuilt) console.log(`Measuring the build in ${outDir} (BENCH_DIST)`);
  else await buildBundle(outDir);
  const modules = readModuleMap(outDir);
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest');

  const failures: string[] = [];
  const rows: string[][] = [];
  const seenPaths = new Set<string>();
  const routeKeys = new Set(ROUTES.flatMap(routeModules));
  for (const key of staleOnDemand(manifest))
    failures.push(`scripts/first-visit.ts: ${key} is on demand, but the build has no chunk for it`);
  for (const route of ROUTES) {
    if (seenPaths.has(route.path)) continue;
    seenPaths.add(route.path);
    const lazy = routeModules(route);
    for (const key of lazy) if (!manifest[key]) failures.push(`${route.path}: no chunk for ${key}`);
    const keys = closure(manifest, [entryKey, ...lazy]);
    const files = [...keys].map((key) => manifest[key]!.file);
    const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
    const js = files.map(sizeOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }));
    const sanitizerFiles = files.filter((file) => (modules.get(file) ?? []).some(isSanitizer));
    const sanitizer = sanitizerFiles
      .map(sizeOf)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
    for (const file of sanitizerFiles) {
      const others = (modules.get(file) ?? []).filter((id) => !isSanitizer(id));
      if (others.length) failures.push(`${file}: the sanitizer's chunk also holds ${others[0]}`);
    }
    const css = cssFiles
      .map(sizeOf)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
    const visit = firstVisit(manifest, lazy, routeKeys);
    const visitFiles = [...visit.preloaded, ...visit.afterwards]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    const gzipOf = (list: string[]) => list.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    const visitJs = gzipOf(visitFiles);
    const sent = (list: string[]) => list.reduce((sum, file) => sum + sentSize(file), 0);
    const visitApart = gzipOf(
      visitFiles.filter((file) => (modules.get(file) ?? []).some(isSanitizer)),
    );
    rows.push([
      route.path,
      kb(js.raw),
      kb(js.gzip),
      sanitizer.gzip ? kb(sanitizer.gzip) : '-',
      kb(css.raw),
      kb(css.gzip),
      String(files.length),
      kb(visitJs - visitApart),
      String(visitFiles.length),
      kb(sent(files)),
      kb(sent(visitFiles)),
    ]);
    if (route.screen === 'blog' && visitJs - visitApart > BLOG_FIRST_VISIT_BUDGET) {
      failures.push(
        `${route.path}: a first visit downloads ${kb(visitJs - visitApart)} of JavaScript gzip (without the sanitizer) > budget ${kb(BLOG_FIRST_VISIT_BUDGET)}`,
      );
    }

    if (route.reading && js.gzip - sanitizer.gzip > READING_JS_BUDGET) {
      failures.push(
        `${route.path}: JavaScript ${kb(js.gzip - sanitizer.gzip)} gzip (without the sanitizer) > budget ${kb(READING_JS_BUDGET)}`,
      );
    }
    if (sanitizer.gzip > SANITIZER_BUDGET) {
      failures.push(
        `${route.path}: the sanitizer ${kb(sanitizer.gzip)} gzip > budget ${kb(SANITIZER_BUDGET)}`,
      );
    }
    if (route.screen === 'editor' && js.gzip > EDITOR_JS_BUDGET) {
      failures.push(
        `${route.path}: JavaScript ${kb(js.gzip)} gzip > the editor's budget ${kb(EDITOR_JS_BUDGET)}`,
      );
    }
    if (route.reading && css.gzip > READING_CSS_BUDGET) {
      failures.push(`${route.path}: CSS ${kb(css.gzip)} gzip > budget ${kb(READING_CSS_BUDGET)}`);
    }
    // What the whole first visit downloads, not only what is preloaded, may hold no module it does not need.
    const loaded = visitFiles.flatMap((file) => modules.get(file) ?? []);
    for (const [needle, allowed] of Object.entries(ALLOWED)) {
      const hit = loaded.find(
        (id) => id.includes(`/${needle}/`) || id.includes(`node_modules/${needle}`),
      );
      if (hit && !allowed(route)) failures.push(`${route.path}: loads ${needle} (${hit})`);
    }
  }

  const header = [
    'route',
    'JS raw',
    'JS gzip',
    'of it sanitizer',
    'CSS raw',
    'CSS gzip',
    'chunks',
    'first visit JS gzip w/o sanitizer',
    'its chunks',
    'JS sent (Brotli)',
    'first visit JS sent',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `\nFirst-load bytes per route (entry + static imports + route chunk), gzip level 9; and as the production\n` +
      `server sends them to a browser that accepts Brotli (the build's .br copies, sanitizer included).\n` +
      `Budgets: reading routes (${ROUTES.filter((r) => r.reading)
        .map((r) => r.path)
        .join(', ')}) ${kb(READING_JS_BUDGET)} JS without the sanitizer, ` +
      `${kb(READING_CSS_BUDGET)} CSS; the sanitizer ${kb(SANITIZER_BUDGET)} where it is allowed; ` +
      `editor routes ${kb(EDITOR_JS_BUDGET)} JS, Editor.js and its tools ${kb(EDITOR_TOOLS_BUDGET)}; ` +
      `a blog's whole first visit (what the page then imports itself too) ${kb(BLOG_FIRST_VISIT_BUDGET)} JS without the sanitizer.\n`,
  );
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));

  const all = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, ...sizeOf(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const largest = all.slice(0, 8);
  console.log(
    `\nLargest chunks (total of these ${largest.length}: ${kb(largest.reduce((s, c) => s + c.gzip, 0))} gzip)`,
  );
  largest.forEach((chunk) =>
    console.log(
      `  ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(10)} ${kb(chunk.gzip).padStart(10)}`,
    ),
  );

  // Editor.js and its tools: never on first load (ALLOWED above), fetched by the editor once it mounts.
  const editorTools = all.filter((chunk) => (modules.get(chunk.file) ?? []).some(isEditorJs));
  const toolsGzip = editorTools.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(
    `\nEditor.js and its tools, loaded by the editor after it mounts: ${kb(toolsGzip)} gzip ` +
      `(${editorTools.map((chunk) => chunk.file).join(', ')}); budget ${kb(EDITOR_TOOLS_BUDGET)}.`,
  );
  if (!editorTools.length)
    failures.push('no chunk holds Editor.js: the editor budget cannot be checked');
  if (toolsGzip > EDITOR_TOOLS_BUDGET) {
    failures.push(
      `Editor.js and its tools: ${kb(toolsGzip)} gzip > budget ${kb(EDITOR_TOOLS_BUDGET)}`,
    );
  }

  if (failures.length) {
    console.error(`\nBudget check FAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll routes within budget.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
