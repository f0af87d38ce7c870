import { screen } from '@testing-library/react';
import { getBlog } from '@/api/blogs';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { MISSING, readServerBlog } from '../../server/backend';
import { blogFirstView, injectFirstView, searchFirstView } from '../../server/first-view';
import { renderFirstViews } from '@/app/boot/first-paint';
import { renderApp } from '../render-app';

/**
 * A page's first view (server/first-view.ts, docs/decisions/0016) must be what React then draws in its place:
 * the same elements, classes, attributes and text, so that nothing moves or changes when the app starts. Its
 * markup is the page's components, rendered into templates (src/app/boot/first-paint.tsx); what the server adds
 * is each value, escaped for where it stands. Both sides run here on the same data, hostile text among it, and
 * are compared element by element (e2e/app-shell.spec.ts compares their boxes in Chromium).
 */
const ctx = () => ({ siteName: 'Inkwell', origin: window.location.origin });
const templates = renderFirstViews();

function parse(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  const main = doc.getElementById('first-view');
  if (!main) throw new Error('no first view');
  return main;
}

/** An element as its tag, its attributes (sorted, React's and the server's own markers left aside) and its HTML. */
function describeElement(element: Element | null) {
  if (!element) return null;
  const attributes = [...element.attributes]
    .filter((a) => !['id', 'tabindex'].includes(a.name))
    .map((a) => [a.name.toLowerCase(), a.value])
    .sort();
  return { tag: element.tagName, attributes, html: element.innerHTML };
}

async function serverBlog(id: string) {
  const served = readServerBlog({ blog: await getBlog(id) });
  if (!served || served === MISSING) throw new Error('the server could not read the blog');
  return served;
}

describe('a blog’s first view and the blog page', () => {
  it.each([
    ['a blog', SEED_BLOG_IDS.newest],
    ['a blog with every block', SEED_BLOG_IDS.everyBlock],
  ])('%s: the same main, article, banner and title', async (_, id) => {
    const view = parse(blogFirstView(templates, await serverBlog(id), ctx()));
    renderApp(`/blog/${id}`);
    const title = await screen.findByRole('heading', { level: 1 });
    const article = title.closest('article');
    const parts = (root: ParentNode) =>
      ['header > img', 'header > h1'].map((s) => root.querySelector(s));

    expect(
      describeElement(view.querySelector('article')?.parentElement ?? null)?.attributes,
    ).toEqual(describeElement(document.querySelector('main'))?.attributes);
    expect(describeElement(view.querySelector('article'))?.attributes).toEqual(
      describeElement(article)?.attributes,
    );
    const [viewBanner, viewTitle] = parts(view);
    const [pageBanner, pageTitle] = parts(article ?? document);
    expect(viewBanner).not.toBeNull();
    expect(describeElement(viewBanner)).toEqual(describeElement(pageBanner));
    expect(describeElement(viewTitle)).toEqual(describeElement(pageTitle));
  });

  it('keeps a hostile title as text, with the page’s break opportunities in a long word', () => {
    const title = `<img src=x onerror=alert(1)> “quoted” & ${'x'.repeat(120)}`;
    const view = parse(
      blogFirstView(
        templates,
        {
          blog_id: 'b',
          title,
          des: '',
          banner: 'javascript:alert(1)',
          publishedAt: '',
          author: { fullname: '', username: '', profile_img: '' },
        },
        ctx(),
      ),
    );
    const h1 = view.querySelector('h1');
    expect(h1?.textContent).toBe(title);
    // Isolated in a <bdi> (its own direction: decision 0061), with the break opportunities inside.
    const bdi = h1?.querySelector(':scope > bdi');
    expect([...(h1?.children ?? [])].map((child) => child.tagName)).toEqual(['BDI']);
    expect([...(bdi?.children ?? [])].map((child) => child.tagName)).toEqual(['WBR', 'WBR']);
    // No banner for an address that is not http(s).
    expect(view.querySelector('img')).toBeNull();
    expect(view.querySelectorAll('[onerror], script')).toHaveLength(0);
  });
});

describe('a search’s first view and the search page', () => {
  it.each([
    ['a word', 'travel'],
    ['hostile text', '<script>alert(1)</script> & “x”'],
    ['a very long word', 'y'.repeat(100)],
  ])('%s: the same main, wrapper and heading', async (_, query) => {
    const view = parse(searchFirstView(templates, query));
    renderApp(`/search/${encodeURIComponent(query)}`);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(describeElement(view)?.attributes).toEqual(
      describeElement(document.querySelector('main'))?.attributes,
    );
    expect(describeElement(view.firstElementChild)?.attributes).toEqual(
      describeElement(title.parentElement)?.attributes,
    );
    expect(describeElement(view.querySelector('h1'))).toEqual(describeElement(title));
  });
});

describe('injecting the first view', () => {
  it('fills the shell’s marker, once, and leaves an index without it unchanged', () => {
    const index = '<div id="root"><header></header><!--first-view--></div>';
    expect(injectFirstView(index, '<main>$&</main>')).toBe(
      '<div id="root"><header></header><main>$&</main></div>',
    );
    expect(injectFirstView('<div id="root"></div>', '<main></main>')).toBe('<div id="root"></div>');
    expect(injectFirstView(index, '')).toBe(index);
  });
});
