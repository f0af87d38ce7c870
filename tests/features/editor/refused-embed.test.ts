import { cleanBlock } from '@/features/editor/blog-data';

/** An embed the allow-list refuses keeps its address as a link: the one the author gave, as they gave it. */
function linkFor(source: string) {
  const block = cleanBlock({ type: 'embed', data: { service: 'youtube', source } });
  expect(block?.type).toBe('paragraph');
  const doc = new DOMParser().parseFromString(String(block?.data.text), 'text/html');
  const links = doc.querySelectorAll('a');
  expect(links).toHaveLength(1);
  return { href: links[0]!.getAttribute('href'), text: doc.body.textContent };
}

describe('a refused embed, kept as a link', () => {
  it.each([
    'https://example.com/a%20b',
    'https://example.com/caf%C3%A9?q=%22x%22#top',
    'https://example.com/watch?a=1&copy=2&lt=3',
  ])('points at and shows %s as it was', (source) => {
    expect(linkFor(source)).toEqual({ href: source, text: source });
  });
});
