import { resolve } from 'node:path';
import { build, runnerImport, type Plugin, type Rolldown } from 'vite';
import { ROUTES, type RouteEntry } from '../src/config/routes.ts';
import { STORAGE_KEYS } from '../src/config/storage-keys.ts';
import { COOKIE_CHOICES } from '../src/config/cookie-notice.ts';
import { COOKIE_SHELL_ID, SHELL_ID, type FirstViewTemplates } from '../src/config/first-view.ts';
import { EARLY_GLOBAL, requestTimeoutMs } from '../src/config/early-call.ts';
import { afterCharset, type BootConfig } from '../src/config/boot-config.ts';
import { bootRoutes, type OutputChunkLike } from './route-preload.ts';

/**
 * The first paint, from one source (issue 30 item 1; docs/decisions/0016, 0024, 0037).
 *
 * - The shell's markup, the navbar's frame and the cookie banner, is rendered from the app's own components
 *   (src/app/boot/first-paint.tsx, loaded in Node with Vite's module runner) into index.html's markers; the
 *   first views the server writes are rendered there too, as templates left in the build's note for the
 *   server (`firstViews`, read by vite-plugins/server-config.ts).
 * - The inline scripts are src/app/boot/boot.ts, compiled by the build: in the head, before the stylesheet,
 *   `start` preloads the route's code and sends its early call; after the shell, `fitShell` fits the shell to
 *   the page. Both read the address with the one route matcher (src/config/route-match.ts).
 *
 * A marker missing from index.html fails the build.
 */

const root = `${resolve(import.meta.dirname, '..')}/`;
/** The boot script's global: `inkwellBoot.start(config)`, `inkwellBoot.fitShell()`. */
const BOOT_GLOBAL = 'inkwellBoot';

/** What src/app/boot/first-paint.tsx exports (typed here: the tooling's TypeScript project has no JSX). */
interface FirstPaint {
  renderShell(): { navbar: string; cookieBanner: string };
  renderFirstViews(): FirstViewTemplates;
}

async function loadFirstPaint(mode: string): Promise<FirstPaint> {
  const { module } = await runnerImport<FirstPaint>('/src/app/boot/first-paint.tsx', {
    configFile: false,
    root,
    mode,
    logLevel: 'error',
    resolve: { alias: { '@': `${root}src` } },
  });
  return module;
}

/** src/app/boot/boot.ts as one minified script that defines BOOT_GLOBAL. */
async function compileBoot(): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      // It runs before the app's code, in any browser that opens the page.
      target: 'es2017',
      lib: { entry: `${root}src/app/boot/boot.ts`, formats: ['iife'], name: BOOT_GLOBAL },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('app-shell: the boot script did not compile');
  return chunk.code.trim();
}

export interface AppShellOptions {
  /** The REST backend's base URL ('' for the same origin) and the API client's timeout, as the build has them. */
  apiUrl?: string;
  timeoutMs?: number;
  routes?: readonly RouteEntry[];
}

export interface AppShellPlugin extends Plugin {
  /** The first views' templates, once the build has rendered them. */
  firstViews(): Promise<FirstViewTemplates>;
}

/** The boot script's settings: everything but the route rows' files is known before the bundle. */
export function bootConfig(
  routes: readonly RouteEntry[],
  chunks: readonly OutputChunkLike[] | null,
  { apiUrl = '', timeoutMs = requestTimeoutMs(undefined), base = '/' } = {},
): BootConfig {
  return {
    routes: bootRoutes(routes, chunks, base),
    apiUrl: apiUrl.replace(/\/+$/, ''),
    timeoutMs,
    sessionKey: STORAGE_KEYS.user,
    earlyGlobal: EARLY_GLOBAL,
    consentKey: STORAGE_KEYS.cookieConsent,
    choices: Object.values(COOKIE_CHOICES),
    shellId: SHELL_ID,
    bannerId: COOKIE_SHELL_ID,
  };
}

/** JSON safe inside a <script>: no '</script>' or '<!--' can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function appShell(options: AppShellOptions = {}): AppShellPlugin {
  const routes = options.routes ?? ROUTES;
  let mode = 'production';
  let base = '/';
  let firstPaint: Promise<FirstPaint> | undefined;
  let boot: Promise<string> | undefined;
  const loaded = () => (firstPaint ??= loadFirstPaint(mode));

  return {
    name: 'inkwell:app-shell',
    configResolved(config) {
      mode = config.mode;
      base = config.base;
    },
    async firstViews() {
      return (await loaded()).renderFirstViews();
    },
    transformIndexHtml: {
      // After Vite has added the entry: the boot script goes before every script and stylesheet.
      order: 'post',
      async handler(html, context) {
        const [paint, script] = await Promise.all([loaded(), (boot ??= compileBoot())]);
        const shell = paint.renderShell();
        const chunks = context.bundle
          ? Object.values(context.bundle).filter(
              (item): item is Rolldown.OutputChunk & OutputChunkLike => item.type === 'chunk',
            )
          : null;
        const config = bootConfig(routes, chunks, { ...options, base });
        const fills: [string, string][] = [
          ['<!--app-shell-->', shell.navbar],
          ['<!--cookie-banner-->', shell.cookieBanner],
          ['<!--shell-script-->', `<script>${BOOT_GLOBAL}.fitShell()</script>`],
        ];
        let page = fills.reduce((doc, [marker, fill]) => {
          if (!doc.includes(marker)) throw new Error(`app-shell: index.html has no ${marker}`);
          return doc.replace(marker, () => fill);
        }, html);
        // Before the stylesheet (an inline script after one waits for it to load, and these downloads must
        // start with the entry's, not a CSS round trip later), but after <meta charset>, which must stay in
        // the first 1024 bytes. The preloads carry `crossorigin` like the entry, so the module loader reuses
        // what they fetched.
        const at = afterCharset(page);
        if (at < 0) throw new Error('app-shell: index.html has no <meta charset>');
        const start = `<script>${script}\n${BOOT_GLOBAL}.start(${scriptJson(config)})</script>`;
        page = `${page.slice(0, at)}\n    ${start}${page.slice(at)}`;
        return page;
      },
    },
  };
}
