import fc from 'fast-check';
import { closeBidi } from '@/config/bidi';
import { blogShareDescription, blogShareTitle } from '@/config/blog-share';
import { profilePageTitle } from '@/config/profile-share';

/**
 * A title, name or username with an unclosed right-to-left override laid out everything after it reversed:
 * ' | Inkwell Blog' in the tab and in link previews (the text audit, decisions 0062 and 0063). closeBidi
 * closes what the text opened; the site's name after it is laid out on its own.
 */
const RLO = '\u202E';
const PDF = '\u202C';
const RLI = '\u2067';
const PDI = '\u2069';

/** What the Unicode Bidirectional Algorithm leaves open at the end of `text` (its explicit formatting only). */
function leftOpen(text: string): number {
  const open: string[] = [];
  for (const char of text) {
    if ('\u202A\u202B\u202D\u202E'.includes(char)) open.push('embedding');
    else if ('\u2066\u2067\u2068'.includes(char)) open.push('isolate');
    else if (char === PDF && open.at(-1) === 'embedding') open.pop();
    else if (char === PDI && open.includes('isolate')) open.length = open.lastIndexOf('isolate');
  }
  return open.length;
}

/** Fixed so a failure can be run again; FC_SEED=<n> tries another. fast-check prints it on failure. */
const seed = Number(process.env.FC_SEED ?? 20261129);

describe('closeBidi', () => {
  it('closes an override, an isolate, and both nested, and leaves text without them as it is', () => {
    expect(closeBidi(`abc${RLO}def`)).toBe(`abc${RLO}def${PDF}`);
    expect(closeBidi(`${RLI}שלום`)).toBe(`${RLI}שלום${PDI}`);
    expect(closeBidi(`${RLI}a${RLO}b`)).toBe(`${RLI}a${RLO}b${PDF}${PDI}`);
    // A PDI closes the override opened inside its isolate; a PDF cannot close across an isolate.
    expect(closeBidi(`${RLI}a${RLO}b${PDI}c`)).toBe(`${RLI}a${RLO}b${PDI}c`);
    expect(closeBidi(`${RLO}a${RLI}b${PDF}`)).toBe(`${RLO}a${RLI}b${PDF}${PDI}${PDF}`);
    expect(closeBidi('Plain English, עברית and العربية')).toBe('Plain English, עברית and العربية');
    expect(closeBidi(`closed ${RLO}here${PDF} already`)).toBe(`closed ${RLO}here${PDF} already`);
  });

  it('whatever the text, nothing is left open after it and the text itself is kept (seeded)', () => {
    const bidiChars = fc.constantFrom(
      ...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069aא ',
    );
    console.info(`closeBidi property: seed ${seed}`);
    fc.assert(
      fc.property(fc.array(bidiChars, { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        const closed = closeBidi(text);
        expect(closed.startsWith(text)).toBe(true);
        expect(leftOpen(closed)).toBe(0);
        expect(closeBidi(closed)).toBe(closed);
      }),
      { seed, numRuns: 500 },
    );
  });

  it("the titles and previews close the writer's text before the site's name", () => {
    const title = `Cheap flights ${RLO}gro.elpmaxe`;
    expect(blogShareTitle(title, 'Inkwell')).toBe(`${title}${PDF} | Inkwell Blog`);
    expect(blogShareDescription({ title, des: '', authorName: `${RLO}Ann` }, 'Inkwell')).toBe(
      `Read “${title}${PDF}” by ${RLO}Ann${PDF} on Inkwell.`,
    );
    expect(profilePageTitle(`${RLO}ann`, `${RLO}Ann`)).toBe(`${RLO}Ann${PDF} (@${RLO}ann${PDF})`);
  });
});
