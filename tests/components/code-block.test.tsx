import { render, screen, waitFor } from '@testing-library/react';
import type { ContentBlock } from '@/api/types';
import { BlockRenderer } from '@/components/blocks/block-renderer';
import { highlight } from '@/components/blocks/highlighter';

/** Issue 25 item 5 on the blog page: code is text, highlighted; a divider carries nothing. */

const code = (data: Record<string, unknown>): ContentBlock => ({ type: 'code', data });

describe('a code block', () => {
  it('shows the code as text, named by its language, then highlighted', async () => {
    const source = 'const a = "<img src=x onerror=alert(1)>"; // <b>not bold</b>';
    const { container } = render(
      <BlockRenderer blocks={[code({ code: source, language: 'typescript' })]} />,
    );
    // The code block's component is its own chunk, loaded with the first post that has code.
    const figure = await screen.findByRole('figure', { name: 'TypeScript' });
    const codeElement = figure.querySelector('pre code') as HTMLElement;
    expect(codeElement.textContent).toBe(source);
    await waitFor(() => expect(codeElement.querySelector('.hljs-keyword')).not.toBeNull());
    expect(codeElement.textContent).toBe(source);
    expect(codeElement.querySelector('.hljs-string')?.textContent).toBe(
      '"<img src=x onerror=alert(1)>"',
    );
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(screen.getByText('TypeScript')).toBeVisible();
  });

  it('leaves plain text (and unknown languages) unhighlighted', async () => {
    const { container } = render(
      <BlockRenderer
        blocks={[
          code({ code: 'just <text>', language: 'plaintext' }),
          code({ code: 'more', language: 'klingon' }),
        ]}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('pre code')).toHaveLength(2));
    const codes = [...container.querySelectorAll('pre code')];
    expect(codes.map((node) => node.innerHTML)).toEqual(['just &lt;text&gt;', 'more']);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('renders nothing for empty or non-string code', async () => {
    const { container } = render(
      <BlockRenderer
        blocks={[code({ code: '' }), code({ code: ['<b>x</b>'] }), code({ code: 'shown' })]}
      />,
    );
    await waitFor(() => expect(container.querySelector('pre')).not.toBeNull());
    expect([...container.querySelectorAll('pre')].map((pre) => pre.textContent)).toEqual(['shown']);
  });
});

describe('the highlighter', () => {
  it('rebuilds highlight.js output as elements with hljs classes only', () => {
    const { container } = render(<code>{highlight('SELECT 1 -- </code><script>', 'sql')}</code>);
    expect(container.textContent).toBe('SELECT 1 -- </code><script>');
    expect(container.querySelector('script')).toBeNull();
    for (const span of container.querySelectorAll('span'))
      expect(span.className).toMatch(/^(hljs-[a-z-]+ ?)+$/);
  });
});

describe('a divider and other blocks', () => {
  it('draws a divider as a rule with nothing in it, and nothing for a type it does not know', () => {
    const { container } = render(
      <BlockRenderer
        blocks={[
          { type: 'delimiter', data: { text: '<script>alert(1)</script>' } },
          { type: 'table', data: { content: [['secret']] } },
          { type: 'raw', data: { html: '<b>raw</b>' } },
        ]}
      />,
    );
    const rule = screen.getByRole('separator');
    expect(rule.childNodes).toHaveLength(0);
    expect(container.textContent).toBe('');
  });
});
