import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { IMAGE_TOOL_MODULE, withoutGlobalEval } from './no-eval.ts';

const require = createRequire(import.meta.url);

describe('the image tool without eval (build/no-eval.ts)', () => {
  it('finds the module the build imports', () => {
    const file = require.resolve('@editorjs/image').replace(/image\.umd\.js$/, 'image.mjs');
    expect(file).toMatch(IMAGE_TOOL_MODULE);
  });

  it("rewrites the installed tool's global lookup, and nothing else evaluates code there", () => {
    const file = require.resolve('@editorjs/image').replace(/image\.umd\.js$/, 'image.mjs');
    const out = withoutGlobalEval(readFileSync(file, 'utf8'), file);
    expect(out).not.toMatch(/Function\((["'`])return this\1\)/);
    expect(out).toContain('r || globalThis');
  });

  it('fails the build when the package no longer needs it', () => {
    expect(() => withoutGlobalEval('export const x = globalThis;', 'image.mjs')).toThrow(
      /remove build\/no-eval.ts/,
    );
  });
});
