import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { ANCHOR_PREFIX, headings, slug } from '@/components/blocks/anchors';
import { BlockRenderer } from '@/components/blocks/block-renderer';
import { toPlainText } from '@/lib/sanitize';

/** Issue 17, long reads: the anchor ids of a post's headers (src/components/blocks/anchors.ts). */

/** A header's text as the page shows it: the sanitizer's plain text of what the editor saved. */
const header = (html: unknown, level: unknown = 2) => ({ text: toPlainText(html), level });
const ids = (html: unknown[]) => headings(html.map((text) => header(text))).map((h) => h?.id);

describe('header anchors', () => {
  it('slugs the plain text: lower case, non-letters to "-", Latin accents folded, other scripts kept', () => {
    expect(slug('Getting Started, Fast!')).toBe('getting-started-fast');
    expect(slug('  --Already--dashed--  ')).toBe('already-dashed');
    expect(slug('Café au lait à Zürich')).toBe('cafe-au-lait-a-zurich');
    expect(slug('مرحبا بالعالم')).toBe('مرحبا-بالعالم');
    expect(slug('日本語の見出し 2')).toBe('日本語の見出し-2');
    expect(slug('안녕 세계')).toBe('안녕-세계');
    expect(slug('Ünïcödé ΑΒΓ Жук')).toBe('unicode-αβγ-жук');
    expect(slug('\u202Eesrever\u202C zero\u200Bwidth 🔥 emoji')).toBe('esrever-zero-width-emoji');
    expect(Array.from(slug('word '.repeat(100))).length).toBeLessThanOrEqual(60);
    expect(slug('word '.repeat(100))).not.toMatch(/-$/);
    // Letters outside the basic plane count as one character and are never cut in half.
    expect(slug('\u{20000}'.repeat(70))).toBe('\u{20000}'.repeat(60));
  });

  it('prefixes every id, takes the text through the sanitizer and keeps h2 and h3 apart', () => {
    expect(
      headings([
        header('<b>Bold</b> <i>start</i>'),
        header('A &amp; B', 3),
        header('Level four is shown as two', 4),
      ]),
    ).toEqual([
      { id: 'h-bold-start', text: 'Bold start', level: 2 },
      { id: 'h-a-b', text: 'A & B', level: 3 },
      { id: 'h-level-four-is-shown-as-two', text: 'Level four is shown as two', level: 2 },
    ]);
    expect(ids(['main', 'name', 'location'])).toEqual(['h-main', 'h-name', 'h-location']);
  });

  it('makes repeats unique with -2, -3, without colliding with a header that reads "-2"', () => {
    expect(ids(['Notes', 'Notes', 'notes!', 'Notes 2'])).toEqual([
      'h-notes',
      'h-notes-2',
      'h-notes-3',
      'h-notes-2-2',
    ]);
  });

  it('gives headers without a letter or digit a fallback, and none to headers with no text', () => {
    expect(ids(['🔥🔥🔥', '!!!', '', '<br>', 42, null])).toEqual([
      'h-section',
      'h-section-2',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('is stable: the same headers give the same ids, on every load', () => {
    const texts = () => ['One', 'Two', 'One'];
    expect(ids(texts())).toEqual(ids(texts()));
    expect(ids(texts())).toEqual(['h-one', 'h-two', 'h-one-2']);
  });

  it('turns hostile text into a safe id and plain text', () => {
    const found = headings(
      [
        '<img src=x onerror="window.__pwned=1">Click <script>alert(1)</script>me',
        '"><svg onload=alert(1)></svg>quote',
        '__proto__',
        'constructor',
        'hasOwnProperty',
        '__proto__',
      ].map((text) => header(text)),
    );
    expect(found.map((heading) => heading?.id)).toEqual([
      'h-click-me',
      'h-quote',
      'h-proto',
      'h-constructor',
      'h-hasownproperty',
      'h-proto-2',
    ]);
    expect(found[0]?.text).toBe('Click me');
    expect(found[1]?.text).toBe('">quote');
    for (const heading of found) expect(heading?.id).toMatch(/^h-[\p{L}\p{N}-]+$/u);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('names a header by the text the page shows, the same as the sanitizer’s plain text of it', () => {
    const saved = [
      '<img src=x onerror="window.__pwned=1">Click <script>alert(1)</script>me',
      'A &amp; <b>B</b> &lt;c&gt;',
      `Long ${'x'.repeat(200)} word`,
      '<mark class="cdx-marker">Marked</mark>  <code class="inline-code">code</code>',
    ];
    render(
      <BlockRenderer
        blocks={saved.map((text) => ({ type: 'header', data: { text, level: 2 } }))}
      />,
    );
    const shown = [...document.querySelectorAll('h2')].map((h2) => h2.textContent ?? '');
    expect(shown).toHaveLength(saved.length);
    expect(headings(shown.map((text) => ({ text, level: 2 })))).toEqual(
      headings(saved.map((html) => header(html))),
    );
  });

  it('uses a prefix no id the app writes itself starts with', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(join(import.meta.dirname, '../../../src'));
    expect(files.length).toBeGreaterThan(50);
    const clash = new RegExp(`\\bid=["'{\`]+${ANCHOR_PREFIX}`);
    expect(files.filter((file) => clash.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
