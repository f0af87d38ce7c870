import type { Plugin } from 'vite';

const STUB_ID = '\0inkwell:axios-fetch-adapter';

/**
 * Leaves axios's fetch adapter out of the production build (about 1.6 KB gzip on every route, issue 5).
 *
 * axios picks the first adapter its environment supports, in the order xhr, http, fetch; in a browser that
 * is always XHR, which we rely on anyway for upload progress (src/api/uploads.ts). The fetch adapter is
 * imported all the same, so its code ships unused. This swaps that one import for a stub that says
 * "fetch is not available", which axios handles as it does in a browser without fetch.
 * Only the build: the dev server and Vitest run axios untouched. Re-check on any axios upgrade
 * (docs/decisions/0004): the stub matches the `getFetch` export that lib/adapters/adapters.js reads.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'inkwell:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer?.replace(/\\/g, '/').endsWith('axios/lib/adapters/adapters.js')
      )
        return STUB_ID;
      return null;
    },
    load(id) {
      return id === STUB_ID
        ? 'export const getFetch = () => false;\nexport default false;\n'
        : null;
    },
  };
}
