import { describe, expect, it } from 'vitest';
import { MAX_INLINE_CSS_GZIP, inlineStylesheets, type CssAssetLike } from './inline-css.ts';

const css = (fileName: string, source: string): [string, CssAssetLike] => [
  fileName,
  { type: 'asset', fileName, source },
];
const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

describe('the stylesheet in index.html (vite-plugins/inline-css.ts)', () => {
  it('replaces the link with the stylesheet itself, under any base', () => {
    const assets = new Map([css('assets/index-abc.css', 'body{color:red}')]);
    const html = page(
      '<meta charset="UTF-8" /><link rel="stylesheet" crossorigin href="/app/assets/index-abc.css">',
    );
    const out = inlineStylesheets(html, assets, '/app/');
    expect(out).toContain('<style>body{color:red}</style>');
    // Only the disabled marker stays, so that Vite's lazy-chunk loader does not download it again.
    expect(out.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/app/assets/index-abc.css" disabled>',
    ]);
    expect(out.startsWith('<!doctype html><html><head><meta charset="UTF-8" />')).toBe(true);
  });

  it('reads a stylesheet given as bytes', () => {
    const assets = new Map<string, CssAssetLike>([
      [
        'assets/a.css',
        { type: 'asset', fileName: 'assets/a.css', source: new TextEncoder().encode('a{b:c}') },
      ],
    ]);
    expect(
      inlineStylesheets(page('<link rel="stylesheet" href="/assets/a.css">'), assets),
    ).toContain('<style>a{b:c}</style>');
  });

  it('leaves other links alone', () => {
    const html = page(
      '<link rel="icon" href="/favicon.svg" /><link rel="modulepreload" href="/a.js">',
    );
    expect(inlineStylesheets(html, new Map())).toBe(html);
  });

  it('fails the build when a link names no stylesheet of the build', () => {
    expect(() =>
      inlineStylesheets(page('<link rel="stylesheet" href="/assets/gone.css">'), new Map()),
    ).toThrow(/names no stylesheet of the build/);
  });

  it('fails the build when the stylesheet could close the <style> element', () => {
    const assets = new Map([css('assets/a.css', 'a::after{content:"</style><script>x</script>"}')]);
    expect(() =>
      inlineStylesheets(page('<link rel="stylesheet" href="/assets/a.css">'), assets),
    ).toThrow(/contains '<\/style'/);
  });

  it('fails the build when the stylesheet is too big to send with every page', () => {
    // Random class names do not compress: well over the limit once gzipped.
    let big = '';
    for (let i = 0; big.length < MAX_INLINE_CSS_GZIP * 3; i++)
      big += `.c${Math.random().toString(36).slice(2)}{margin:${i}px}`;
    const assets = new Map([css('assets/big.css', big)]);
    expect(() =>
      inlineStylesheets(page('<link rel="stylesheet" href="/assets/big.css">'), assets),
    ).toThrow(/over 16384: link it instead/);
  });
});
