/**
 * One production build that both the bundle benchmark and the end-to-end suite use (issue 24 item 5,
 * docs/decisions/0021): `npm test` builds once (e2e/build.ts), `npm run bench:bundle` measures that folder
 * (BENCH_DIST) and Playwright serves it (E2E_PREBUILT=1). The build records which source modules went into
 * each output file in `.vite/modules.json` beside Vite's manifest, since the manifest does not say and the
 * benchmark's checks (the sanitizer apart, no mock code, Editor.js only in the editor) need it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

export const MODULE_MAP_FILE = '.vite/modules.json';
const root = resolve(import.meta.dirname, '..');

/** Output file → the source modules in it. */
export type ModuleMap = Map<string, string[]>;

function recordModules(outDir: string): Plugin {
  const modules: Record<string, string[]> = {};
  return {
    name: 'bench:module-map',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = Object.keys(output.modules);
      }
    },
    writeBundle() {
      writeFileSync(join(outDir, MODULE_MAP_FILE), JSON.stringify(modules));
    },
  };
}

/**
 * Builds the app (vite.config.ts, mode production) into `outDir` with its manifest and module map. `env`
 * (VITE_API_URL and co.) is what the build reads, as if set in the shell.
 */
export async function buildBundle(outDir: string, env: Record<string, string> = {}) {
  const target = resolve(root, outDir);
  Object.assign(process.env, env);
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir: target, emptyOutDir: true, manifest: true },
    plugins: [recordModules(target)],
  });
  return target;
}

/** The module map of a folder built by buildBundle; a clear error for a folder built another way. */
export function readModuleMap(outDir: string): ModuleMap {
  const file = join(outDir, MODULE_MAP_FILE);
  let parsed: Record<string, string[]>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  } catch {
    throw new Error(
      `${file} is missing: build the folder with npm run build:e2e (or let bench:bundle build its own)`,
    );
  }
  return new Map(Object.entries(parsed));
}
