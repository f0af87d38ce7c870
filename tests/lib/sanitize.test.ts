import {
  LINK_REL,
  MAX_INLINE_TAGS,
  sanitizeForEditor,
  sanitizeInline,
  toPlainText,
} from '@/lib/sanitize';

/** A hostile corpus (PITFALLS: Security): none of it may survive sanitizing. */
const HOSTILE = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<style>body{display:none}</style>',
  '<b style="background:url(javascript:alert(1))">styled</b>',
  '<iframe src="https://evil.example/"></iframe>',
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<form action="https://evil.example"><input name="x"></form>',
  '<div onclick="alert(1)">div</div>',
  '<mark class="cdx-marker evil" onmouseover="alert(1)">m</mark>',
  '<a href="https://ok.example" onclick="alert(1)" target="_self">ok</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
];

describe('sanitizeInline (the one DOMPurify configuration)', () => {
  it.each(HOSTILE)('leaves nothing executable in %s', (html) => {
    const clean = sanitizeInline(html);
    expect(clean).not.toMatch(
      /<script|<style|<iframe|<svg|<math|<object|<embed|<form|<img|<base|<meta|<div/i,
    );
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/style=/i);
    expect(clean).not.toMatch(/target="_self"/);
  });

  it('keeps only the inline marks the editor makes', () => {
    const html =
      '<b>b</b><strong>s</strong><i>i</i><em>e</em><mark class="cdx-marker">m</mark><code class="inline-code">c</code>a<br>b<u>u</u><h1>h</h1><p>p</p>';
    expect(sanitizeInline(html)).toBe(
      '<b>b</b><strong>s</strong><i>i</i><em>e</em><mark class="cdx-marker">m</mark><code class="inline-code">c</code>a<br>buhp',
    );
  });

  it('keeps class only as cdx-marker on mark and inline-code on code', () => {
    expect(sanitizeInline('<mark class="cdx-marker evil">m</mark>')).toBe(
      '<mark class="cdx-marker">m</mark>',
    );
    expect(sanitizeInline('<code class="hidden">c</code>')).toBe('<code>c</code>');
    expect(sanitizeInline('<b class="cdx-marker">b</b>')).toBe('<b>b</b>');
  });

  it('allows http, https and mailto links and forces a safe new tab', () => {
    for (const href of ['https://a.example/x', 'http://a.example/', 'mailto:me@a.example']) {
      const doc = new DOMParser().parseFromString(
        sanitizeInline(`<a href="${href}">x</a>`),
        'text/html',
      );
      const link = doc.querySelector('a')!;
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe(LINK_REL);
    }
    // Another host without a scheme, or an anchor, is no address of this site's: the link goes.
    for (const href of ['//evil.example/x', '/\\evil.example/x', '#part', 'relative'])
      expect(sanitizeInline(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps a path on this site as written in what the editor saves, and still refuses another host (0062)', () => {
    expect(sanitizeForEditor('<a href="/blog/an-earlier-post">x</a>')).toBe(
      `<a href="/blog/an-earlier-post" target="_blank" rel="${LINK_REL}">x</a>`,
    );
    for (const href of ['//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)'])
      expect(sanitizeForEditor(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('makes a path on this site its whole address, which then opens as any link does (0062)', () => {
    const doc = new DOMParser().parseFromString(
      sanitizeInline('<a href="/blog/an-earlier-post">x</a>'),
      'text/html',
    );
    const link = doc.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/blog/an-earlier-post`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe(LINK_REL);
  });

  it('answers an empty string for anything that is not a string', () => {
    expect(sanitizeInline(undefined)).toBe('');
    expect(sanitizeInline({ html: '<b>x</b>' })).toBe('');
    expect(sanitizeInline(42)).toBe('');
  });

  it('turns content HTML into plain text for alt text', () => {
    expect(toPlainText('A <b>bold</b> &amp; <script>x()</script>safe caption')).toBe(
      'A bold & safe caption',
    );
  });

  it('keeps only the text of a field with more tags than the editor ever writes, quickly', () => {
    const nested = `${'<div><span>'.repeat(1500)}<img src=x onerror=alert(1)>Deep & nested`;
    const started = performance.now();
    const clean = sanitizeInline(nested);
    expect(performance.now() - started).toBeLessThan(200);
    expect(clean).toBe('Deep &#38; nested');
    expect(clean).not.toContain('<');
    const few = `${'<b>'.repeat(MAX_INLINE_TAGS)}ok`;
    expect(sanitizeInline(few)).toContain('<b>');
  });
});
