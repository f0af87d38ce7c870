import { describe, expect, it } from 'vitest';
import { scriptFirst, type ChunkLike } from './react-first.ts';

const chunk = (name: string, fileName: string, extra: Partial<ChunkLike> = {}): ChunkLike => ({
  type: 'chunk',
  name,
  fileName,
  isEntry: false,
  imports: [],
  ...extra,
});
const entry = (imports: string[]) =>
  chunk('index', 'assets/index-e1.js', { isEntry: true, imports });
const page = (base = '/') =>
  `<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="${base}assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="${base}assets/react-r1.js"></head><body></body></html>`;

describe("the React chunk's own script in index.html (vite-plugins/react-first.ts)", () => {
  it("puts the chunk's script just before the entry's, under any base", () => {
    const chunks = [entry(['assets/react-r1.js']), chunk('react', 'assets/react-r1.js')];
    for (const base of ['/', '/app/']) {
      const out = scriptFirst(page(base), chunks, 'react', base);
      expect(out.match(/<script type="module"[^>]*><\/script>/g)).toEqual([
        `<script type="module" crossorigin src="${base}assets/react-r1.js"></script>`,
        `<script type="module" crossorigin src="${base}assets/index-e1.js"></script>`,
      ]);
      // Nothing else moves.
      expect(out.replace(/<script[^>]*react-r1\.js"><\/script>/, '')).toBe(page(base));
    }
  });

  it('fails the build when the chunk is gone', () => {
    expect(() => scriptFirst(page(), [entry([])], 'react')).toThrow(/no chunk named 'react'/);
  });

  it('fails the build when the entry no longer imports the chunk', () => {
    // A script for it would download code the page may not need.
    const chunks = [entry([]), chunk('react', 'assets/react-r1.js')];
    expect(() => scriptFirst(page(), chunks, 'react')).toThrow(/not a static import of the entry/);
  });

  it('fails the build when index.html has no script for the entry', () => {
    const chunks = [entry(['assets/react-r1.js']), chunk('react', 'assets/react-r1.js')];
    expect(() => scriptFirst('<html><head></head><body></body></html>', chunks, 'react')).toThrow(
      /no script for assets\/index-e1\.js/,
    );
  });
});
