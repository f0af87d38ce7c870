import { HOSTILE_TEXTS } from '../../e2e/hostile/corpus';
import type { Backend, ServerBlog } from '../../server/backend';
import { latestBlogs, robotsTxt, rssXml, sitemapXml, xmlSafe } from '../../server/feeds';

const ctx = { siteName: 'Inkwell', origin: 'https://blog.example' };

function blog(n: number, overrides: Partial<ServerBlog> = {}): ServerBlog {
  return {
    blog_id: `post-${n}`,
    title: `Post ${n}`,
    des: `About ${n}.`,
    banner: '',
    publishedAt: new Date(Date.UTC(2026, 10, 30 - n, 9)).toISOString(),
    author: { fullname: `Writer ${n % 3}`, username: `writer${n % 3}`, profile_img: '' },
    ...overrides,
  };
}

/** A backend of `total` blogs, 5 per page like latest-blogs (API-CONTRACT.md). */
function pagedBackend(total: number) {
  const pages: number[] = [];
  const backend: Backend = {
    blog: () => Promise.resolve(null),
    profile: () => Promise.resolve(null),
    latest(page) {
      pages.push(page);
      const all = Array.from({ length: total }, (_, i) => blog(i + 1));
      return Promise.resolve(all.slice((page - 1) * 5, page * 5));
    },
  };
  return { backend, pages };
}

const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
/** A feed field as a reader that renders it as HTML shows it. */
const asHtml = (text: string | null | undefined) =>
  new DOMParser().parseFromString(text ?? '', 'text/html');
const wellFormed = (doc: Document) => doc.getElementsByTagName('parsererror').length === 0;

describe('paging through latest-blogs', () => {
  it('stops at the first empty page, or once it has enough', async () => {
    const all = pagedBackend(12);
    expect(await latestBlogs(all.backend, Infinity)).toHaveLength(12);
    expect(all.pages).toEqual([1, 2, 3, 4]);
    const some = pagedBackend(100);
    expect(await latestBlogs(some.backend, 20)).toHaveLength(20);
    expect(some.pages).toEqual([1, 2, 3, 4]);
  });

  it('stops when the backend ignores the page number', async () => {
    const backend: Backend = {
      ...pagedBackend(0).backend,
      latest: () => Promise.resolve([blog(1)]),
    };
    expect(await latestBlogs(backend, Infinity)).toHaveLength(1);
  });
});

describe('the sitemap', () => {
  it('lists home, every blog and each author once, on the public origin', () => {
    const doc = xml(sitemapXml([blog(1), blog(2), blog(3), blog(4)], ctx));
    expect(wellFormed(doc)).toBe(true);
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual([
      'https://blog.example/',
      'https://blog.example/blog/post-1',
      'https://blog.example/blog/post-2',
      'https://blog.example/blog/post-3',
      'https://blog.example/blog/post-4',
      'https://blog.example/user/writer1',
      'https://blog.example/user/writer2',
      'https://blog.example/user/writer0',
    ]);
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-29T09:00:00.000Z');
  });

  it('stays well-formed with hostile ids and usernames', () => {
    const hostile = blog(1, {
      blog_id: '<x>&"\'',
      author: { fullname: '', username: ']]><script>', profile_img: '' },
    });
    const doc = xml(sitemapXml([hostile], ctx));
    expect(wellFormed(doc)).toBe(true);
    expect(doc.getElementsByTagName('loc')[1]?.textContent).toBe(
      "https://blog.example/blog/%3Cx%3E%26%22'",
    );
  });
});

describe('the RSS feed', () => {
  it('is RSS 2.0 with title, link, description, date and author per post', () => {
    const doc = xml(rssXml([blog(1), blog(2, { des: '' })], ctx));
    expect(wellFormed(doc)).toBe(true);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]?.textContent).toBe('Inkwell Blog');
    expect(channel.getElementsByTagName('link')[0]?.textContent).toBe('https://blog.example/');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    const field = (item: Element, name: string) => item.getElementsByTagName(name)[0]?.textContent;
    expect(field(items[0]!, 'title')).toBe('Post 1');
    expect(field(items[0]!, 'link')).toBe('https://blog.example/blog/post-1');
    expect(field(items[0]!, 'description')).toBe('About 1.');
    expect(field(items[0]!, 'pubDate')).toBe('Sun, 29 Nov 2026 09:00:00 GMT');
    expect(field(items[0]!, 'author')).toBe('Writer 1');
    // The blog page's fallback description.
    expect(field(items[1]!, 'description')).toBe('Read “Post 2” by Writer 2 on Inkwell.');
  });

  it('stays well-formed and keeps hostile text as text', () => {
    const texts = [
      ...HOSTILE_TEXTS,
      'a ]]> b ]]> <script>c</script>',
      'nul \u0000 and \uFFFF and \uD800',
    ];
    const blogs = texts.map((text, i) =>
      blog(i, {
        title: text,
        des: text,
        author: { fullname: text, username: 'x', profile_img: '' },
      }),
    );
    const doc = xml(rssXml(blogs, ctx));
    expect(wellFormed(doc)).toBe(true);
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(texts.length);
    // Nothing but the RSS elements: no <script> or <img> became an element.
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('img')).toHaveLength(0);
    expect(asHtml(items[0]?.getElementsByTagName('title')[0]?.textContent).body.textContent).toBe(
      HOSTILE_TEXTS[0],
    );
    expect(xmlSafe('a\u0000b\uD800c\uD83D\uDE00')).toBe('abc\uD83D\uDE00');
  });
});

describe('the RSS feed in a reader', () => {
  // Readers render a description as HTML (RSS 2.0), and some a title too: what a writer typed must come out
  // as the text they typed, never as markup.
  const typed = '<img src=x onerror=alert(1)>T & <script>alert(2)</script>';

  it('shows a typed title and description as text', () => {
    const doc = xml(rssXml([blog(1, { title: typed, des: typed })], ctx));
    const item = doc.getElementsByTagName('item')[0]!;
    for (const name of ['title', 'description']) {
      const shown = asHtml(item.getElementsByTagName(name)[0]?.textContent);
      expect(shown.querySelector('img, script'), name).toBeNull();
      expect(shown.body.textContent, name).toBe(typed);
    }
  });

  it('shows the fallback description, with the typed title and name in it, as text', () => {
    const author = {
      fullname: '<img src=y onerror=alert(3)>Ann',
      username: 'ann',
      profile_img: '',
    };
    const doc = xml(rssXml([blog(1, { title: typed, des: '', author })], ctx));
    const shown = asHtml(doc.getElementsByTagName('description')[1]?.textContent);
    expect(shown.querySelector('img, script')).toBeNull();
    expect(shown.body.textContent).toBe(`Read “${typed}” by ${author.fullname} on Inkwell.`);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap on the public origin', () => {
    expect(robotsTxt('https://blog.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://blog.example/sitemap.xml\n',
    );
  });
});
