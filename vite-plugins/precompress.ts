import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { BUILD_INFO_FILE } from '../src/config/build-info.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text the browser fetches. index.html is written per request (server/app.ts). */
export const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Brotli at its best (quality 11, told it is text), gzip at its best (level 9). */
export async function compressedCopies(source: Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Issue 30 item 5: every text file of the build is compressed once, when it is built, at the best levels
 * (`name.br`, `name.gz` beside it), so the production server sends Brotli where the browser accepts it and
 * gzip otherwise without compressing anything per request (server/node.ts `distAssets`). Hosts that compress
 * on their own (a CDN, an edge platform) may ignore the copies.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'inkwell:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          // The build's note is for the server only (src/config/build-info.ts): no copy of it to serve.
          if (!PRECOMPRESSED.test(file.fileName) || file.fileName === BUILD_INFO_FILE) return;
          const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
          if (source.byteLength < MIN_BYTES) return;
          const { br, gz } = await compressedCopies(source);
          const path = join(dir, file.fileName);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
