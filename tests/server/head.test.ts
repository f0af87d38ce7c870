import { HOSTILE_TEXTS, HOSTILE_URLS } from '../../e2e/hostile/corpus';
import type { ServerBlog, ServerProfile } from '../../server/backend';
import { escapeHtml } from '../../src/lib/escape-html';
import {
  absoluteImageUrl,
  blogHeadTags,
  defaultHeadTags,
  injectHead,
  lcpImagePreload,
  MAX_VALUE_LENGTH,
  profileHeadTags,
  renderHead,
  type HeadTag,
} from '../../server/head';

const ctx = { siteName: 'Inkwell', origin: 'https://blog.example' };

function blog(overrides: Partial<ServerBlog> = {}): ServerBlog {
  return {
    blog_id: 'a-post-x1',
    title: 'A Post',
    des: 'About things.',
    banner: 'https://img.example/b.png',
    publishedAt: '2026-11-01T09:00:00.000Z',
    author: { fullname: 'Ann Writer', username: 'ann', profile_img: '' },
    ...overrides,
  };
}

const profile = (overrides: Partial<ServerProfile> = {}): ServerProfile => ({
  fullname: 'Ann Writer',
  username: 'ann',
  profile_img: 'https://img.example/ann.png',
  bio: 'I write.',
  ...overrides,
});

/** The written head as a browser parses it: what a crawler reads. */
function parse(tags: HeadTag[]) {
  const html = injectHead(
    '<!doctype html><html><head></head><body></body></html>',
    renderHead(tags),
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const value = (selector: string, attr = 'content') =>
    doc.head.querySelector(selector)?.getAttribute(attr) ?? null;
  return { doc, value, title: doc.title };
}

describe('the blog head', () => {
  it('writes every tag of the blog page, marked as the server’s', () => {
    const { doc, value, title } = parse(blogHeadTags(blog(), ctx));
    expect(title).toBe('A Post | Inkwell Blog');
    expect(value('meta[name="description"]')).toBe('About things.');
    expect(value('link[rel="canonical"]', 'href')).toBe('https://blog.example/blog/a-post-x1');
    expect(value('meta[property="og:type"]')).toBe('article');
    expect(value('meta[property="og:site_name"]')).toBe('Inkwell');
    expect(value('meta[property="og:title"]')).toBe('A Post | Inkwell Blog');
    expect(value('meta[property="og:url"]')).toBe('https://blog.example/blog/a-post-x1');
    expect(value('meta[property="og:image"]')).toBe('https://img.example/b.png');
    expect(value('meta[property="og:image:width"]')).toBe('400');
    expect(value('meta[property="og:image:height"]')).toBe('400');
    expect(value('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(value('meta[name="twitter:title"]')).toBe('A Post | Inkwell Blog');
    expect(value('meta[name="twitter:description"]')).toBe('About things.');
    expect(value('meta[name="twitter:image"]')).toBe('https://img.example/b.png');
    const all = doc.head.querySelectorAll('title, meta, link');
    expect([...all].every((tag) => tag.getAttribute('data-head') === 'server')).toBe(true);
  });

  it('falls back to the client’s description and drops the image when there is none', () => {
    const { value, doc } = parse(blogHeadTags(blog({ des: '  ', banner: '' }), ctx));
    expect(value('meta[name="description"]')).toBe('Read “A Post” by Ann Writer on Inkwell.');
    expect(value('meta[property="og:description"]')).toBe(
      'Read “A Post” by Ann Writer on Inkwell.',
    );
    expect(doc.head.querySelector('[property^="og:image"], [name="twitter:image"]')).toBeNull();
  });

  it('encodes the blog id in its links', () => {
    const { value } = parse(blogHeadTags(blog({ blog_id: 'a b/"c' }), ctx));
    expect(value('meta[property="og:url"]')).toBe('https://blog.example/blog/a%20b%2F%22c');
  });

  it('keeps every hostile title, description and name as text: nothing becomes markup', () => {
    for (const text of HOSTILE_TEXTS) {
      const tags = blogHeadTags(
        blog({ title: text, des: text, author: { ...blog().author, fullname: text } }),
        ctx,
      );
      const { doc, title, value } = parse(tags);
      // Only the tags the server wrote exist: no <script>, <img>, <style> escaped into the head or body.
      expect(doc.querySelectorAll('script, img, style, iframe, svg, a, form, body *')).toHaveLength(
        0,
      );
      expect(doc.head.children.length).toBe(tags.length);
      const expected = `${text} | Inkwell Blog`;
      const clipped = Array.from(expected).length > MAX_VALUE_LENGTH;
      if (!clipped) {
        // The parser folds \r\n and drops nothing else: what a crawler reads is the text itself.
        expect(value('meta[property="og:title"]')).toBe(expected);
        // document.title collapses ASCII white space only.
        expect(title).toBe(expected.replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, ''));
      } else {
        expect(Array.from(value('meta[property="og:title"]') ?? '')).toHaveLength(MAX_VALUE_LENGTH);
      }
    }
  });

  it('cuts values at whole characters, not in the middle of an emoji', () => {
    const { value } = parse(blogHeadTags(blog({ des: '😀'.repeat(2 * MAX_VALUE_LENGTH) }), ctx));
    const description = value('meta[name="description"]') ?? '';
    expect(Array.from(description)).toHaveLength(MAX_VALUE_LENGTH);
    expect(description.endsWith('😀…')).toBe(true);
  });

  it('writes no image for a hostile banner, and an absolute http(s) one otherwise', () => {
    for (const url of HOSTILE_URLS) {
      const image = parse(blogHeadTags(blog({ banner: url }), ctx)).value(
        'meta[property="og:image"]',
      );
      if (image !== null) {
        expect(new URL(image).protocol).toMatch(/^https?:$/);
        expect(image).not.toMatch(/["<>\s]/);
      }
    }
    expect(absoluteImageUrl('javascript:alert(1)', ctx.origin)).toBeNull();
    expect(absoluteImageUrl(' JaVaScRiPt:alert(1)', ctx.origin)).toBeNull();
    expect(absoluteImageUrl('data:image/png;base64,AAAA', ctx.origin)).toBeNull();
    expect(absoluteImageUrl('blob:https://blog.example/x', ctx.origin)).toBeNull();
    expect(absoluteImageUrl('//evil.example/x.png', ctx.origin)).toBeNull();
    expect(absoluteImageUrl('/\\evil.example/x.png', ctx.origin)).toBeNull();
    expect(absoluteImageUrl('relative.png', ctx.origin)).toBeNull();
    expect(absoluteImageUrl(`https://e.example/${'a'.repeat(5000)}`, ctx.origin)).toBeNull();
    expect(absoluteImageUrl('/uploads/b.png', ctx.origin)).toBe(
      'https://blog.example/uploads/b.png',
    );
    expect(absoluteImageUrl('http://img.example/b.png', ctx.origin)).toBe(
      'http://img.example/b.png',
    );
    expect(absoluteImageUrl('https://e.example/"><script>', ctx.origin)).toBe(
      'https://e.example/%22%3E%3Cscript%3E',
    );
  });

  it('writes a path as an image of the site only, never of a host it would lead to', () => {
    // The URL parser drops tabs and line breaks and reads '\' as '/': each of these is '//evil.example/…'.
    for (const path of [
      '/\t/evil.example/p.png',
      '/\n/evil.example/p.png',
      '/\r/evil.example/p.png',
      '/\t\\evil.example/p.png',
    ]) {
      const { value } = parse(blogHeadTags(blog({ banner: path }), ctx));
      expect(value('meta[property="og:image"]'), JSON.stringify(path)).toBeNull();
      expect(lcpImagePreload(path, ctx), JSON.stringify(path)).toEqual([]);
    }
  });
});

describe('the profile head', () => {
  it('writes the name, the bio and the avatar', () => {
    const { value, title } = parse(profileHeadTags(profile(), ctx));
    expect(title).toBe('Ann Writer (@ann) | Inkwell');
    expect(value('meta[name="description"]')).toBe('I write.');
    expect(value('meta[property="og:type"]')).toBe('profile');
    expect(value('meta[property="og:url"]')).toBe('https://blog.example/user/ann');
    expect(value('meta[property="og:image"]')).toBe('https://img.example/ann.png');
    expect(value('meta[name="twitter:image"]')).toBe('https://img.example/ann.png');
    expect(value('meta[name="twitter:card"]')).toBe('summary');
  });

  it('falls back to the profile route’s description and writes no unsafe avatar', () => {
    const { value } = parse(
      profileHeadTags(profile({ bio: '', fullname: '', profile_img: 'javascript:alert(1)' }), ctx),
    );
    expect(value('meta[name="description"]')).toBe('@ann’s profile, blogs and follows.');
    expect(value('meta[property="og:title"]')).toBe('@ann | Inkwell');
    expect(value('meta[property="og:image"]')).toBeNull();
  });
});

describe('the other routes', () => {
  it('get the site’s defaults; home also its address', () => {
    const home = parse(defaultHeadTags(ctx, '/'));
    expect(home.title).toBe('Inkwell Blog');
    expect(home.value('meta[property="og:url"]')).toBe('https://blog.example/');
    const search = parse(defaultHeadTags(ctx, '/search/x'));
    expect(search.title).toBe('Inkwell Blog');
    expect(search.value('meta[name="description"]')).toMatch(/^Inkwell: stories and ideas/);
    expect(search.value('meta[property="og:url"]')).toBeNull();
    expect(search.value('link[rel="canonical"]', 'href')).toBeNull();
  });

  it('escapes a hostile site name too', () => {
    const { doc, title } = parse(
      defaultHeadTags({ ...ctx, siteName: '</title><script>x</script>' }, '/'),
    );
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(title).toBe('</title><script>x</script> Blog');
  });
});

describe('the largest image of the page', () => {
  it('is preloaded with high priority, at the address the page asks for', () => {
    expect(renderHead(lcpImagePreload('https://cdn.example/b.png?x=1&y="2"', ctx))).toBe(
      '<link data-head="server" rel="preload" as="image" href="https://cdn.example/b.png?x=1&#38;y=%222%22" fetchpriority="high" />',
    );
    expect(lcpImagePreload('/mock-assets/b.svg', ctx)).toEqual([
      { kind: 'preload-image', href: 'https://blog.example/mock-assets/b.svg' },
    ]);
  });

  it.each([
    '',
    'javascript:alert(1)',
    '//evil.example/x.png',
    'data:image/png;base64,AAAA',
    'nonsense:',
  ])('is not preloaded when the address is %j', (image) => {
    expect(lcpImagePreload(image, ctx)).toEqual([]);
  });
});

describe('escaping and injection', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('writes the head just before </head>, and leaves an index without one untouched', () => {
    const head = renderHead([{ kind: 'title', text: 'T' }]);
    expect(injectHead('<html><HEAD><meta charset="utf-8"></HEAD></html>', head)).toBe(
      '<html><HEAD><meta charset="utf-8">  <title data-head="server">T</title>\n  </HEAD></html>',
    );
    expect(injectHead('<p>no head</p>', head)).toBe('<p>no head</p>');
  });
});
