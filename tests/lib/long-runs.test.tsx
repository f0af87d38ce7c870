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
