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
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The vendor files the app needs changed are patched at install (`postinstall: patch-package`, patches/),
 * never rewritten at build time (issue 24 item 3, docs/decisions/0023). These tests read what the build
 * receives: the installed files.
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
      `react-router+${version('react-router/package.json')}.patch`,
    ]);
  });

  it("marks React Router's module-level components and contexts pure, without their DevTools labels", () => {
    const dir = join(root, 'node_modules/react-router/dist/production');
    const chunks = readdirSync(dir).filter((file) => /^chunk-.*\.mjs$/.test(file));
    const code = chunks.map((file) => read(dir, file)).join('\n');
    expect(code).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
    expect(code).not.toMatch(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/m);
  });

  it("leaves axios's fetch adapter out: the adapter table no longer imports it", () => {
    const table = read(axiosDir, 'lib/adapters/adapters.js');
    expect(table).not.toMatch(/from\s+['"]\.\/fetch\.js['"]/);
    expect(table).toContain('xhr: xhrAdapter');
  });

  it("finds the image tool's global object without eval (the production CSP has no 'unsafe-eval')", () => {
    const tool = read(root, 'node_modules/@editorjs/image/dist/image.mjs');
    expect(tool).not.toMatch(/new Function\((["'`])return this\1\)/);
    expect(tool).toContain('r = r || globalThis;');
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
