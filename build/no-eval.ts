import type { Plugin } from 'vite';

/** The module and the one expression in it that the production CSP (server/csp.ts: no 'unsafe-eval') refuses. */
export const IMAGE_TOOL_MODULE = /[\\/]@editorjs[\\/]image[\\/]dist[\\/]image\.mjs$/;
const GLOBAL_BY_EVAL = /new Function\((["'`])return this\1\)\(\)/g;

/**
 * `code` with its `new Function("return this")()` (an old bundler's way of finding the global object) written
 * as `globalThis`. Throws when there is none: the package changed, and this plugin should go.
 */
export function withoutGlobalEval(code: string, id: string): string {
  let found = 0;
  const out = code.replace(GLOBAL_BY_EVAL, () => {
    found += 1;
    return 'globalThis';
  });
  if (!found)
    throw new Error(
      `no-eval: ${id} no longer finds the global object with new Function("return this")(); ` +
        'remove build/no-eval.ts if the editor runs under the production CSP without it',
    );
  return out;
}

/**
 * The image tool of Editor.js (@editorjs/image 2.10) finds the global object with
 * `new Function("return this")()` inside a try/catch. Under the production server's Content-Security-Policy
 * (no 'unsafe-eval') the browser refuses it and reports a CSP violation on every editor page (Lighthouse best
 * practices: "Issues were logged"), though the tool then falls back to `window`. The build writes
 * `globalThis` instead, which every browser we support has. Only the build: the dev server has no CSP.
 */
export function noEval(): Plugin {
  return {
    name: 'inkwell:no-eval',
    apply: 'build',
    transform(code, id) {
      if (!IMAGE_TOOL_MODULE.test(id)) return null;
      return { code: withoutGlobalEval(code, id), map: null };
    },
  };
}
