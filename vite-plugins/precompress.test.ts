import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { precompress } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'inkwell-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress (vite-plugins/precompress.ts)', () => {
  it('writes a Brotli and a gzip copy of each text file of the build, none of small files or images', async () => {
    const plugin = precompress();
    const configResolved = plugin.configResolved as (config: unknown) => void;
    configResolved({ root: dir, build: { outDir: 'dist' } });
    const code = `export const words = '${'a long post '.repeat(300)}';`;
    const css = `.prose{${'color:red;'.repeat(200)}}`;
    const bundle = {
      'assets/app-abc.js': { type: 'chunk', fileName: 'assets/app-abc.js', code },
      'assets/app-abc.css': { type: 'asset', fileName: 'assets/app-abc.css', source: css },
      'assets/tiny-abc.js': { type: 'chunk', fileName: 'assets/tiny-abc.js', code: 'export {};' },
      'assets/photo.png': {
        type: 'asset',
        fileName: 'assets/photo.png',
        source: new Uint8Array(4096),
      },
    } as unknown as Rolldown.OutputBundle;
    // The files themselves are written by the bundler; the plugin writes only the copies beside them.
    mkdirSync(join(dir, 'dist/assets'), { recursive: true });
    writeFileSync(join(dir, 'dist/assets/app-abc.js'), code);
    const writeBundle = plugin.writeBundle as (
      options: unknown,
      bundle: Rolldown.OutputBundle,
    ) => Promise<void>;
    await writeBundle({}, bundle);

    const file = (name: string) => readFileSync(join(dir, 'dist/assets', name));
    expect(brotliDecompressSync(file('app-abc.js.br')).toString()).toBe(code);
    expect(gunzipSync(file('app-abc.js.gz')).toString()).toBe(code);
    expect(brotliDecompressSync(file('app-abc.css.br')).toString()).toBe(css);
    expect(file('app-abc.js.br').byteLength).toBeLessThan(file('app-abc.js.gz').byteLength);
    for (const name of ['tiny-abc.js.br', 'tiny-abc.js.gz', 'photo.png.br', 'photo.png.gz'])
      expect(existsSync(join(dir, 'dist/assets', name)), name).toBe(false);
  });

  it('leaves the build note uncompressed: the server reads it, and no copy of it is ever served', async () => {
    const plugin = precompress();
    const configResolved = plugin.configResolved as (config: unknown) => void;
    configResolved({ root: dir, build: { outDir: 'dist' } });
    const note = JSON.stringify({ apiUrl: 'https://api.example', filler: 'x'.repeat(4096) });
    const bundle = {
      'inkwell-build.json': { type: 'asset', fileName: 'inkwell-build.json', source: note },
    } as unknown as Rolldown.OutputBundle;
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'dist/inkwell-build.json'), note);
    const writeBundle = plugin.writeBundle as (
      options: unknown,
      bundle: Rolldown.OutputBundle,
    ) => Promise<void>;
    await writeBundle({}, bundle);

    for (const name of ['inkwell-build.json.br', 'inkwell-build.json.gz'])
      expect(existsSync(join(dir, 'dist', name)), name).toBe(false);
  });
});
