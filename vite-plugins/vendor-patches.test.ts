import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- the patched library itself is what this test asks.
import axios from 'axios';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The vendor files the app needs changed are patched at install (`postinstall: patch-package`, patches/),
 * never rewritten at build time (issue 24 item 3, docs/decisions/0023). These tests check what the patches
 * do, through the patched library, and that a patch which no longer applies stops the install.
 */
const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const axiosDir = dirname(require.resolve('axios/package.json'));
const read = (...path: string[]) => readFileSync(join(...path), 'utf8');

describe('patches/ (applied at install)', () => {
  it('has one patch per package, for the installed version', () => {
    const patches = readdirSync(join(root, 'patches')).sort();
    const version = (file: string) =>
      JSON.parse(read(root, 'node_modules', file)).version as string;
    expect(patches).toEqual([
      `@editorjs+image+${version('@editorjs/image/package.json')}.patch`,
      `axios+${version('axios/package.json')}.patch`,
    ]);
  });

  it("leaves axios's fetch adapter out: asked for it, axios says this environment cannot fetch", () => {
    // The bytes it saves are in the bundle budgets (npm run bench:bundle); the image tool's patch is proven
    // where its user sees it: the editor runs under the production CSP with no violation
    // (e2e/production-server.spec.ts).
    expect(() => axios.getAdapter('fetch')).toThrow(/is not supported by the environment/);
    expect(axios.getAdapter(['xhr', 'http'])).toBeTypeOf('function');
  });
});

describe('a patch that no longer applies', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('fails the install, naming the package', () => {
    // A project whose axios has moved the lines the patch changes, as a future release would.
    const dir = mkdtempSync(join(tmpdir(), 'inkwell-patch-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'package.json'), '{ "name": "p", "version": "1.0.0" }');
    const axios = join(dir, 'node_modules/axios');
    mkdirSync(join(axios, 'lib/adapters'), { recursive: true });
    cpSync(join(axiosDir, 'package.json'), join(axios, 'package.json'));
    writeFileSync(
      join(axios, 'lib/adapters/adapters.js'),
      "import { getFetch } from '../build/fetch/index.js';\nexport default { fetch: { get: getFetch } };\n",
    );
    mkdirSync(join(dir, 'patches'));
    for (const patch of readdirSync(join(root, 'patches')).filter((f) => f.startsWith('axios+')))
      cpSync(join(root, 'patches', patch), join(dir, 'patches', patch));

    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules/patch-package/index.js'), '--error-on-fail'],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '' } },
    );
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toMatch(/Failed to apply patch for package axios/);
  });
});
