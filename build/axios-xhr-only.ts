import type { Plugin } from 'vite';

const STUB_ID = '\0inkwell:axios-fetch-adapter';
const ADAPTER_TABLE = /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
const FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_MODULE = /[\\/]node_modules[\\/]axios[\\/]/;
/** Everything the stub exports, so everything the adapter table may read from the fetch adapter. */
const STUB_EXPORTS = new Set(['getFetch', 'default']);
const STUB_CODE = 'export const getFetch = () => false;\nexport default false;\n';

/**
 * Checks that axios's adapter table (lib/adapters/adapters.js) still reads the fetch adapter in a way the
 * stub answers: one import of './fetch.js', as a namespace of which only `getFetch` is read, or as named or
 * default imports of what the stub exports. Throws otherwise, naming what it found, so a release of axios
 * that moves these internals fails the build instead of shipping a client that cannot send requests.
 */
export function checkAdapterTable(code: string): void {
  const imports = [...code.matchAll(/\bimport\s+([^;]*?)\s+from\s*['"]\.\/fetch\.js['"]/g)];
  const [statement] = imports;
  if (!statement || imports.length !== 1)
    throw new Error(
      `expected one import of './fetch.js' in axios/lib/adapters/adapters.js, found ${imports.length}`,
    );
  const [whole, rawClause = ''] = statement;
  const clause = rawClause.trim();
  const name = /^\*\s+as\s+([\w$]+)$/.exec(clause)?.[1];
  const used: string[] = [];
  if (name) {
    const rest = code.replace(whole, '');
    const mentions = [
      ...rest.matchAll(
        new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\b(\\??\\.[\\w$]+)?`, 'g'),
      ),
    ];
    if (!mentions.length) throw new Error(`the fetch adapter namespace '${name}' is never read`);
    for (const [mention, member] of mentions) {
      if (!member) throw new Error(`the fetch adapter namespace is used whole ('${mention}')`);
      used.push(member.replace(/^\??\./, ''));
    }
  } else {
    const named = /^(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?$/.exec(clause);
    if (!named || (!named[1] && named[2] === undefined))
      throw new Error(`unexpected import of './fetch.js': import ${clause}`);
    if (named[1]) used.push('default');
    for (const part of (named[2] ?? '').split(',')) {
      const imported = part.trim().split(/\s+as\s+/)[0];
      if (imported) used.push(imported);
    }
  }
  const unknown = used.filter((name) => !STUB_EXPORTS.has(name));
  if (unknown.length)
    throw new Error(
      `axios reads ${unknown.map((name) => `'${name}'`).join(', ')} from its fetch adapter; the stub has ` +
        `only ${[...STUB_EXPORTS].join(', ')}`,
    );
}

/**
 * Leaves axios's fetch adapter out of the production build: 4.1 KB gzip on every route with axios 1.21
 * (1.6 KB with 1.13, when issue 5 added it; docs/decisions/0007).
 *
 * axios picks the first adapter its environment supports, in the order xhr, http, fetch; in a browser that
 * is always XHR, which we rely on anyway for upload progress (src/api/uploads.ts). The fetch adapter is
 * imported all the same, so its code ships unused. This swaps that one import for a stub that says
 * "fetch is not available", which axios handles as it does in a browser without fetch.
 * Only the build: the dev server and Vitest run axios untouched.
 *
 * It relies on axios internals, so it fails the build, never skips quietly, when they move: when the adapter
 * table reads the fetch adapter differently (checkAdapterTable), when the fetch adapter is imported from
 * anywhere else, or when axios is in the build but the stubbed import was never seen. Checked with axios
 * 1.21 (build/axios-xhr-only.test.ts, e2e/build-has-no-mock.spec.ts).
 */
export function axiosXhrOnly(): Plugin {
  let stubbed = false;
  return {
    name: 'inkwell:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      stubbed = false;
    },
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && ADAPTER_TABLE.test(importer)) {
        stubbed = true;
        return STUB_ID;
      }
      return null;
    },
    load(id) {
      if (id === STUB_ID) return STUB_CODE;
      if (FETCH_ADAPTER.test(id))
        this.error(
          `axios's fetch adapter (${id}) reached the build by another import than the adapter table's: ` +
            'axios has moved its internals; update build/axios-xhr-only.ts or remove it.',
        );
      return null;
    },
    transform(code, id) {
      if (!ADAPTER_TABLE.test(id)) return null;
      try {
        checkAdapterTable(code);
      } catch (error) {
        this.error(
          `build/axios-xhr-only.ts: ${(error as Error).message}. axios has moved its internals; update ` +
            'the plugin (and its test) or remove it.',
        );
      }
      return null;
    },
    buildEnd(error) {
      if (error || stubbed) return;
      const axios = [...this.getModuleIds()].find((id) => AXIOS_MODULE.test(id));
      if (axios)
        this.error(
          `axios is in the build (${axios}) but build/axios-xhr-only.ts never saw its adapter table ` +
            "import './fetch.js': axios has moved its internals; update the plugin or remove it.",
        );
    },
  };
}
