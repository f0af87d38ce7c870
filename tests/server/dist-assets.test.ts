import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { distAssets } from '../../server/node';

/**
 * The build's private note (src/config/build-info.ts) is never served: not as it is, nor as a copy compressed
 * beside it (vite-plugins/precompress.ts writes `.br` and `.gz` copies of the build's text files).
 */
const dist = mkdtempSync(join(tmpdir(), 'inkwell-dist-'));
const note = JSON.stringify({ apiUrl: 'https://api.example', siteName: 'Inkwell' });
writeFileSync(join(dist, 'inkwell-build.json'), note);
writeFileSync(join(dist, 'inkwell-build.json.br'), brotliCompressSync(note));
writeFileSync(join(dist, 'inkwell-build.json.gz'), gzipSync(note));
writeFileSync(join(dist, 'manifest.json'), '{}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('distAssets and the build note', () => {
  const assets = distAssets(dist);

  it('answers nothing for the note or its compressed copies, however it is asked for', async () => {
    for (const path of [
      '/inkwell-build.json',
      '/inkwell-build.json.br',
      '/inkwell-build.json.gz',
      '/inkwell-build%2Ejson%2Egz',
      '/assets/../inkwell-build.json.br',
    ]) {
      for (const encoding of [undefined, 'br, gzip']) {
        const request = new Request(`http://localhost${path}`, {
          headers: encoding ? { 'Accept-Encoding': encoding } : {},
        });
        expect(await assets(path, request), `${path} (${encoding ?? 'identity'})`).toBeNull();
      }
    }
  });

  it('still answers the build’s other JSON files', async () => {
    expect(await (await assets('/manifest.json'))?.text()).toBe('{}');
  });
});
