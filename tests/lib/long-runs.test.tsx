import fc from 'fast-check';
import { render } from '@testing-library/react';
import { UserText } from '@/components/ui/user-text';
import { breakLongRunsInHtml, MAX_RUN } from '@/lib/long-runs';

describe('long runs of text (a stranger\'s 100 KB "word")', () => {
  it('leaves ordinary text alone', () => {
    const { container } = render(
      <p>
        <UserText>{'An ordinary sentence, with words.'}</UserText>
      </p>,
    );
    expect(container.querySelector('wbr')).toBeNull();
    expect(container.textContent).toBe('An ordinary sentence, with words.');
  });

  it('offers a break every MAX_RUN characters of a long word, and keeps the text', () => {
    const word = 'A'.repeat(MAX_RUN * 3 + 5);
    const { container } = render(
      <p>
        <UserText>{`Start ${word} end`}</UserText>
      </p>,
    );
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.textContent).toBe(`Start ${word} end`);
  });

  it('never splits an emoji', () => {
    const emoji = '😀'.repeat(MAX_RUN + 2);
    const { container } = render(
      <p>
        <UserText>{emoji}</UserText>
      </p>,
    );
    expect(container.textContent).toBe(emoji);
    for (const node of container.querySelector('p')!.childNodes) {
      if (node.nodeType === Node.TEXT_NODE)
        expect(node.textContent).not.toMatch(/^[\uDC00-\uDFFF]/);
    }
  });

  it('breaks long runs in sanitized HTML outside tags and entities', () => {
    const long = `${'b'.repeat(MAX_RUN - 2)}&amp;&amp;${'c'.repeat(MAX_RUN)}`;
    const html = `<a href="https://example.com/${'x'.repeat(200)}">${long}</a>`;
    const out = breakLongRunsInHtml(html);
    expect(out.startsWith(`<a href="https://example.com/${'x'.repeat(200)}">`)).toBe(true);
    expect(out).toContain('&amp;&amp;<wbr>');
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.body.textContent).toBe(`${'b'.repeat(MAX_RUN - 2)}&&${'c'.repeat(MAX_RUN)}`);
    expect(breakLongRunsInHtml('<b>short</b> text')).toBe('<b>short</b> text');
  });
});

/**
 * The break points fall between the characters a reader sees (Unicode's grapheme clusters, as the
 * platform's own `Intl.Segmenter` finds them): never inside a flag, a family or skin-toned emoji, a keycap, or
 * between a letter and its marks (Thai and Khmer, written without spaces, then show a mark on a dotted
 * circle). Seeded: FC_SEED=<n> tries another; fast-check prints the seed of a failure.
 */
describe('break points between the characters a reader sees', () => {
  const seed = Number(process.env.FC_SEED ?? 20261130);
  const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
  /** Each one character as a reader sees it (checked below), of one to eleven code points. */
  const CHARACTERS = [
    'a',
    'Z',
    '7',
    '字',
    '😀',
    '❤️',
    '🇫🇷',
    '🇯🇵',
    '👍🏽',
    '👨‍👩‍👧‍👦',
    '👩🏽‍💻',
    '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
    '1️⃣',
    'กำ',
    'ที่',
    'ญ',
    'ក្ស',
    'ក៏',
    'क्षि',
    'क्\u200Dष',
    'ی\u200C',
    '👋\u200D',
    'é',
    '&',
    '<',
  ];
  const longestWord = (text: string) =>
    Math.max(0, ...text.split(/\s+/u).map((word) => [...graphemes.segment(word)].length));
  const boundaries = (text: string) =>
    new Set([...graphemes.segment(text)].map(({ index }) => index).concat(text.length));
  const run = fc
    .array(
      fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...CHARACTERS) },
        { weight: 1, arbitrary: fc.constant(' ') },
      ),
      { minLength: 40, maxLength: 220 },
    )
    .map((parts) => parts.join(''));

  it('takes each sample as one character', () => {
    for (const character of CHARACTERS)
      expect([...graphemes.segment(character)], character).toHaveLength(1);
  });

  it('in plain text (UserText)', () => {
    console.info(`long-runs plain text: seed ${seed}`);
    fc.assert(
      fc.property(run, (text) => {
        const { container, unmount } = render(
          <p>
            <UserText>{text}</UserText>
          </p>,
        );
        const bdi = container.querySelector('bdi')!;
        expect(bdi.textContent).toBe(text);
        const cuts = boundaries(text);
        let offset = 0;
        let piece = '';
        for (const node of bdi.childNodes) {
          if (node.nodeName === 'WBR') {
            expect(cuts.has(offset), `a break at ${offset}`).toBe(true);
            piece = '';
          }
          offset += node.textContent?.length ?? 0;
          piece += node.textContent ?? '';
          // No piece between two break points is longer than MAX_RUN characters as a reader counts them.
          expect(longestWord(piece)).toBeLessThanOrEqual(MAX_RUN);
        }
        unmount();
      }),
      { seed, numRuns: 150 },
    );
  });

  it('in sanitized HTML', () => {
    console.info(`long-runs HTML: seed ${seed}`);
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    fc.assert(
      fc.property(run, fc.nat(40), (text, bold) => {
        // The tag between two characters a reader sees (never inside a surrogate pair or a cluster).
        const at = [...boundaries(text)].sort((a, b) => a - b);
        const cut = at[bold % at.length]!;
        const html = `<p>${escape(text.slice(0, cut))}<b>${escape(text.slice(cut))}</b></p>`;
        const doc = new DOMParser().parseFromString(breakLongRunsInHtml(html), 'text/html');
        expect(doc.body.textContent).toBe(text);
        const cuts = boundaries(text);
        const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ALL);
        let offset = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeName === 'WBR') expect(cuts.has(offset), `a break at ${offset}`).toBe(true);
          if (node.nodeType !== Node.TEXT_NODE) continue;
          offset += node.textContent!.length;
          // A text node is a piece: between two break points, or a tag and a break point.
          expect(longestWord(node.textContent!)).toBeLessThanOrEqual(MAX_RUN);
        }
      }),
      { seed, numRuns: 150 },
    );
  });
});
