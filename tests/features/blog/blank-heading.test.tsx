/**
 * A heading block of only '&nbsp;' or '<br>' (what an editable line keeps once its text is deleted; the
 * family's editors save it) is not drawn: it was an empty heading with its margins, and an empty entry in a
 * screen reader's list of headings (SafeHtml draws no field that shows no text; the content audit, 0062).
 */
import { screen } from '@testing-library/react';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

describe('a heading block with no text', () => {
  it('is not drawn as an empty heading', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    blog.content = [
      {
        blocks: [
          { id: 'p1', type: 'paragraph', data: { text: 'First part.' } },
          { id: 'h1', type: 'header', data: { text: '&nbsp;', level: 2 } },
          { id: 'p2', type: 'paragraph', data: { text: 'Second part.' } },
          { id: 'h2', type: 'header', data: { text: '<br>', level: 3 } },
          { id: 'p3', type: 'paragraph', data: { text: 'Third part.' } },
        ],
      },
    ] as never;
    renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 5000 });
    await screen.findByText('Third part.');

    const article = screen.getByText('First part.').closest('.blog-content')!;
    const blank = [...article.querySelectorAll('h2, h3')].filter(
      (heading) => !(heading.textContent ?? '').replace(/\s/g, ''),
    );
    expect(blank.map((heading) => heading.outerHTML)).toEqual([]);
  });
});
