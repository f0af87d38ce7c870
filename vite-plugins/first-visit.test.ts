import { describe, expect, it } from 'vitest';
import { firstVisit, staleOnDemand, type Manifest } from '../scripts/first-visit.ts';

/** The walk that npm run bench:bundle budgets a blog's first visit with (issue 24 item 7). */
const BLOG = 'src/app/routes/blog.tsx';
const HOME = 'src/app/routes/home.tsx';
const PANEL = 'src/features/comments/comments-panel.tsx';
const CODE = 'src/components/blocks/code-block.tsx';
const EMBED = 'src/components/blocks/embed-block.tsx';
const SIGN_OUT = 'src/app/layouts/main/sign-out-question.tsx';
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [BLOG, HOME, 'src/app/providers/app-toaster.tsx', SIGN_OUT],
  },
  // Asked only at Sign Out with unsaved writing (issue 29 item 17).
  [SIGN_OUT]: { file: 'assets/sign-out-question.js' },
  '_react.js': { file: 'assets/react.js' },
  [BLOG]: {
    file: 'assets/blog.js',
    imports: ['index.html', '_renderer.js'],
    dynamicImports: ['src/features/blog/long-read.tsx', PANEL],
  },
  [HOME]: { file: 'assets/home.js', imports: ['_lists.js'] },
  // A post with code imports its highlighting (issue 25), one with an embed its player's rules (0062): not
  // every first visit downloads them.
  '_renderer.js': { file: 'assets/renderer.js', dynamicImports: [CODE, EMBED] },
  [CODE]: { file: 'assets/code-block.js', imports: ['_highlighter.js'] },
  [EMBED]: { file: 'assets/embed-block.js', imports: ['_embed-url.js'] },
  '_embed-url.js': { file: 'assets/embed-url.js' },
  '_highlighter.js': { file: 'assets/highlighter.js' },
  '_lists.js': { file: 'assets/lists.js' },
  '_cards.js': { file: 'assets/cards.js' },
  'src/app/providers/app-toaster.tsx': {
    file: 'assets/app-toaster.js',
    imports: ['node_modules/react-hot-toast/dist/index.mjs'],
  },
  'node_modules/react-hot-toast/dist/index.mjs': { file: 'assets/dist.js' },
  'src/features/blog/long-read.tsx': {
    file: 'assets/long-read.js',
    imports: [BLOG],
    dynamicImports: ['src/features/blog/deeper.tsx'],
  },
  'src/features/blog/deeper.tsx': { file: 'assets/deeper.js', imports: ['_cards.js'] },
  [PANEL]: { file: 'assets/comments-panel.js', imports: ['_lists.js'] },
  'src/features/editor/shortcuts-sheet.tsx': { file: 'assets/shortcuts-sheet.js' },
};
const files = (keys: Set<string>) => [...keys].map((key) => manifest[key]?.file ?? key).sort();

describe('firstVisit (scripts/first-visit.ts)', () => {
  const visit = firstVisit(manifest, [BLOG], new Set([BLOG, HOME]));

  it("preloads the entry and the route's chunks with their static imports", () => {
    expect(files(visit.preloaded)).toEqual([
      'assets/blog.js',
      'assets/index.js',
      'assets/react.js',
      'assets/renderer.js',
    ]);
  });

  it('then counts what the page imports itself, at any depth, with its static imports', () => {
    expect(files(visit.afterwards)).toEqual([
      'assets/app-toaster.js',
      'assets/cards.js',
      'assets/deeper.js',
      'assets/dist.js',
      'assets/long-read.js',
    ]);
  });

  it("leaves out other routes' chunks and what loads only when a reader asks", () => {
    const all = files(new Set([...visit.preloaded, ...visit.afterwards]));
    expect(all).not.toContain('assets/home.js');
    expect(all).not.toContain('assets/comments-panel.js');
    expect(all).not.toContain('assets/code-block.js');
    expect(all).not.toContain('assets/embed-block.js');
    expect(all).not.toContain('assets/embed-url.js');
    expect(all).not.toContain('assets/highlighter.js');
    expect(all).not.toContain('assets/lists.js');
  });

  it('names the on-demand modules the build no longer has', () => {
    const withoutPanel = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => key !== PANEL),
    );
    expect(staleOnDemand(manifest)).toEqual([]);
    expect(staleOnDemand(withoutPanel)).toEqual([PANEL]);
  });
});
