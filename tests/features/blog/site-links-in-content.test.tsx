/**
 * A writer links words to another post of this site with the editor's link tool, typing its path
 * ('/blog/{id}'); Editor.js keeps such a link as typed, and the family's editors store it so. The sanitizer
 * refused it (no scheme) and readers saw underlined words that were not a link. A path on this site is now
 * made whole before the scheme check (sanitize.ts; the content audit, decision 0062). An anchor ('#h-setup')
 * is still refused, and words whose link went are no longer underlined (block-renderer.tsx `a[href]`).
 */
import { screen } from '@testing-library/react';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

describe('links to this site inside a post', () => {
  it('are links the reader can follow', async () => {
    const other = seedBlog(SEED_BLOG_IDS.manyComments);
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    blog.content = [
      {
        blocks: [
          {
            id: 'p1',
            type: 'paragraph',
            data: {
              text: `As I wrote in <a href="/blog/${other.blog_id}">my earlier post</a>, start with <a href="#h-setup">the setup section</a>.`,
            },
          },
          { id: 'h1', type: 'header', data: { text: 'Setup', level: 2 } },
          { id: 'p2', type: 'paragraph', data: { text: 'Install it.' } },
        ],
      },
    ] as never;
    renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 5000 });
    await screen.findByText(/As I wrote in/);

    const earlier = screen.getByRole('link', { name: 'my earlier post' });
    expect(new URL(earlier.getAttribute('href')!).pathname).toBe(`/blog/${other.blog_id}`);
    expect(new URL(earlier.getAttribute('href')!).origin).toBe(window.location.origin);
  });
});
