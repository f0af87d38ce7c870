import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog } from '../../support/sign-in-as';

/**
 * Issue 17, long reads on the blog page: header anchors, the table of contents (three headers or more), the
 * jump to `#anchor` once the content is in, the reading progress bar, and the banner preferred for LCP.
 */

/** jsdom does not scroll: record which elements were asked to scroll into view. */
function recordScrolls() {
  const scrolled: string[] = [];
  const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
    this: Element,
  ) {
    scrolled.push(this.id);
  });
  return { scrolled, spy };
}

beforeAll(() => {
  // jsdom has no scrollIntoView at all: give spyOn something to replace.
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

async function openShowcase() {
  renderApp(`/blog/${SEED_BLOG_IDS.everyBlock}`);
  await screen.findByRole('heading', { level: 1, name: seedBlog(SEED_BLOG_IDS.everyBlock).title });
  return screen.findByRole('navigation', { name: 'Table of contents' });
}

describe('long reads', () => {
  it('gives every header an anchor and lists them, h3 under its h2, in a table of contents', async () => {
    const toc = await openShowcase();
    expect(screen.getByRole('heading', { level: 2, name: 'Lists, old and new' })).toHaveAttribute(
      'id',
      'h-lists-old-and-new',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'This is a level 3 heading' }),
    ).toHaveAttribute('id', 'h-this-is-a-level-3-heading');

    const top = within(toc).getAllByRole('list')[0]!;
    const entries = within(top)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === top);
    expect(entries.map((item) => item.querySelector('a')?.textContent)).toEqual([
      'Headings come in two sizes',
      'Lists, old and new',
      'Images',
      'Quotes',
      'Embeds',
    ]);
    const nested = within(entries[0]!).getByRole('link', { name: 'This is a level 3 heading' });
    expect(nested.closest('ul')).not.toBe(top);
    expect(nested).toHaveAttribute('href', '#h-this-is-a-level-3-heading');
    for (const link of within(toc).getAllByRole('link')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.textContent).toBe(link.textContent);
    }
  });

  it('shows no table of contents for fewer than three headers, but the progress bar', async () => {
    const blog = store.db.blogs.find(
      (item) =>
        !item.draft && item.content[0]!.blocks.filter((b) => b.type === 'header').length === 2,
    )!;
    renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title });
    const bar = await screen.findByTestId('reading-progress');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).not.toHaveAttribute('role');
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveAttribute(
      'id',
      expect.stringMatching(/^h-/),
    );
  });

  it('on phones starts collapsed behind a Contents button that expands it', async () => {
    const user = userEvent.setup();
    const toc = await openShowcase();
    const button = within(toc).getByRole('button', { name: 'Contents' });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(toc).toContainElement(list);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('hidden');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');
  });

  it('jumps to a header: the hash is replaced, the header scrolls into view and takes focus', async () => {
    const user = userEvent.setup();
    const toc = await openShowcase();
    const { scrolled } = recordScrolls();
    const before = window.history.length;
    await user.click(within(toc).getByRole('link', { name: 'Quotes' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Quotes' });
    expect(window.location.hash).toBe('#h-quotes');
    expect(window.history.length).toBe(before);
    expect(scrolled).toEqual(['h-quotes']);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    // Still the same page: no other request, the content untouched.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])(
    'a jump scrolls smoothly unless reduced motion is asked for (reduce: %s → %s)',
    async (reduce, behavior) => {
      const user = userEvent.setup();
      const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: reduce && query.includes('prefers-reduced-motion: reduce'),
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
      const toc = await openShowcase();
      const { spy } = recordScrolls();
      await user.click(within(toc).getByRole('link', { name: 'Quotes' }));
      expect(spy).toHaveBeenCalledWith({ behavior, block: 'start' });
      matchMedia.mockRestore();
    },
  );

  it('opens /blog/{id}#anchor at that header once the content has arrived', async () => {
    const { scrolled } = recordScrolls();
    window.history.replaceState(null, '', '/#h-embeds');
    await openShowcase();
    await waitFor(() => expect(scrolled).toContain('h-embeds'));
    expect(scrolled.every((id) => id === 'h-embeds')).toBe(true);
  });

  it('ignores a hash that names nothing or cannot be decoded', async () => {
    const { scrolled } = recordScrolls();
    window.history.replaceState(null, '', '/#%E0%A4%A');
    await openShowcase();
    expect(await screen.findByTestId('reading-progress')).toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });

  it('prefers the banner for LCP: eager and high priority; content images lazy with their size', async () => {
    await openShowcase();
    const blog = seedBlog(SEED_BLOG_IDS.everyBlock);
    const banner = screen.getByRole('img', { name: `Banner for ${blog.title}` });
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    const content = document.querySelectorAll('.blog-content img');
    expect(content.length).toBe(3);
    for (const img of content) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '960');
      expect(img).toHaveAttribute('height', '540');
      expect(img.getAttribute('alt')).not.toBe('');
    }
  });

  it('seeds images with the natural size their files really have', async () => {
    const blocks = seedBlog(SEED_BLOG_IDS.fiveEmbeds).content[0]!.blocks;
    const images = blocks.filter((block) => block.type === 'image');
    expect(images.length).toBe(2);
    expect(blocks.filter((block) => block.type === 'embed')).toHaveLength(5);
    for (const { data } of images) {
      const file = data.file as { url: string; width: number; height: number };
      const svg = await (await fetch(file.url)).text();
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${file.width}" height="${file.height}"`));
      expect(data.alt).toEqual(expect.any(String));
    }
  });
});
