import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { axiosXhrOnly, checkAdapterTable } from './axios-xhr-only.ts';

const require = createRequire(import.meta.url);
const installed = readFileSync(
  join(dirname(require.resolve('axios/package.json')), 'lib/adapters/adapters.js'),
  'utf8',
);

describe('checkAdapterTable (build/axios-xhr-only.ts)', () => {
  it('accepts the adapter table of the installed axios', () => {
    expect(() => checkAdapterTable(installed)).not.toThrow();
  });

  it('accepts the ways of reading the fetch adapter that the stub answers', () => {
    const uses = [
      "import * as f from './fetch.js';\nconst table = { fetch: { get: f.getFetch } };",
      "import { getFetch } from './fetch.js';\nconst table = { fetch: { get: getFetch } };",
      "import fetchAdapter, { getFetch as get } from './fetch.js';\nexport { fetchAdapter, get };",
    ];
    for (const code of uses) expect(() => checkAdapterTable(code)).not.toThrow();
  });

  it.each([
    [
      'no import of the fetch adapter',
      "import xhr from './xhr.js';\nexport default { xhr };",
      /found 0/,
    ],
    [
      'two imports of it',
      "import * as a from './fetch.js';\nimport { getFetch } from './fetch.js';\na.getFetch;",
      /found 2/,
    ],
    [
      'another member of the namespace',
      "import * as f from './fetch.js';\nconst table = { fetch: { get: f.createFetch } };",
      /'createFetch'/,
    ],
    [
      'the namespace passed whole',
      "import * as f from './fetch.js';\nconst table = { fetch: f };",
      /used whole/,
    ],
    [
      'a named import the stub lacks',
      "import { fetchAdapter } from './fetch.js';\nexport { fetchAdapter };",
      /'fetchAdapter'/,
    ],
  ])('throws when axios moves its internals: %s', (_, code, message) => {
    expect(() => checkAdapterTable(code)).toThrow(message);
  });
});

describe('the axios-xhr-only plugin in a build', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Builds an entry that imports `axios/<main>` from a fake axios made of `files`; returns the code. */
  async function buildFake(files: Record<string, string>, main: string): Promise<string> {
    dir = mkdtempSync(join(tmpdir(), 'inkwell-axios-'));
    for (const [name, text] of Object.entries(files)) {
      const path = join(dir, 'node_modules/axios', name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    writeFileSync(
      join(dir, 'entry.js'),
      `import table from './node_modules/axios/${main}';\nconsole.log(table);\n`,
    );
    const output = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [axiosXhrOnly()],
      build: { write: false, minify: false, rolldownOptions: { input: join(dir, 'entry.js') } },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
      'output' in o ? o.output : [],
    );
    return chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  }

  /** A fake axios whose adapter table is `adapterTable`, beside a fetch adapter that says its name. */
  const buildWith = (adapterTable: string) =>
    buildFake(
      {
        'lib/adapters/adapters.js': adapterTable,
        'lib/adapters/fetch.js':
          "export const getFetch = () => 'THE FETCH ADAPTER';\nexport default getFetch();\n",
      },
      'lib/adapters/adapters.js',
    );

  it('swaps the fetch adapter for the stub', async () => {
    const code = await buildWith(
      "import * as fetchAdapter from './fetch.js';\nexport default { fetch: { get: fetchAdapter.getFetch } };\n",
    );
    expect(code).not.toContain('THE FETCH ADAPTER');
  });

  it('fails the build when the adapter table reads the fetch adapter differently', async () => {
    await expect(
      buildWith(
        "import * as fetchAdapter from './fetch.js';\nexport default { fetch: fetchAdapter.createFetch };\n",
      ),
    ).rejects.toThrow(/axios has moved its internals/);
  });

  it('fails the build when axios no longer imports the fetch adapter from its table', async () => {
    await expect(buildWith('export default { fetch: null };\n')).rejects.toThrow(
      /axios has moved its internals/,
    );
  });

  it('fails the build when axios is in it without the adapter table it knows', async () => {
    await expect(
      buildFake({ 'dist/axios.js': 'export default { adapter: "fetch" };\n' }, 'dist/axios.js'),
    ).rejects.toThrow(/never saw its adapter table/);
  });

  it('fails the build when the fetch adapter arrives by another import', async () => {
    await expect(
      buildFake(
        {
          'index.js': "import f from './lib/adapters/fetch.js';\nexport default f;\n",
          'lib/adapters/fetch.js': 'export default false;\n',
        },
        'index.js',
      ),
    ).rejects.toThrow(/reached the build by another import/);
  });
});
