import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { embedTarget } from '@/components/blocks/embed-url';
import { renderApp } from '../../render-app';
import { seedBlog } from '../../support/sign-in-as';

const XSS = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

/** Blocks in every type and list shape, each field carrying hostile HTML (PITFALLS: Security). */
const HOSTILE_BLOCKS = [
  {
    type: 'paragraph',
    data: {
      text: `Hello ${XSS}<a href="javascript:alert(1)">js</a><style>*{display:none}</style>`,
    },
  },
  {
    type: 'header',
    data: { text: `<iframe src="https://evil.example"></iframe>Heading${XSS}`, level: 2 },
  },
  { type: 'image', data: { file: { url: 'javascript:alert(1)' }, caption: XSS } },
  {
    type: 'image',
    data: { file: { url: 'data:image/svg+xml,<svg onload=alert(1)>' }, caption: 'data' },
  },
  {
    type: 'image',
    data: { file: { url: 'https://images.example/ok.png' }, caption: `Fine ${XSS}` },
  },
  {
    type: 'quote',
    data: {
      text: `<svg onload="alert(1)"></svg>Quote${XSS}`,
      caption: `<b style="color:red">c</b>`,
    },
  },
  {
    type: 'list',
    data: {
      style: 'unordered',
      items: [
        `one${XSS}`,
        { content: `two${XSS}`, items: [{ content: `three${XSS}`, items: [] }] },
      ],
    },
  },
  { type: 'list', data: { style: 'checklist', items: [{ text: `done${XSS}`, checked: true }] } },
  { type: 'list', data: { style: 'ordered', items: [] } },
  {
    type: 'embed',
    data: {
      service: 'youtube',
      source: 'https://evil.example/watch?v=aqz-KE-bpKQ',
      embed: 'javascript:alert(1)',
      caption: XSS,
    },
  },
  {
    type: 'embed',
    data: {
      service: 'evil',
      source: 'javascript:alert(1)',
      embed: 'https://evil.example',
      caption: 'bad',
    },
  },
  {
    type: 'embed',
    data: {
      service: 'youtube',
      source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      embed: 'https://evil.example/frame',
      caption: 'real',
    },
  },
  { type: 'raw', data: { html: '<script>window.__pwned=1</script>' } },
];

describe('hostile blog content renders inert', () => {
  it('strips scripts, handlers, javascript:/data: URLs, styles and foreign iframes', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.everyBlock);
    blog.title = `<img src=x onerror=alert(1)>Title`;
    blog.des = '<script>alert(1)</script>';
    blog.content = [{ blocks: HOSTILE_BLOCKS }];
    const author = store.db.users.find((u) => u._id === blog.author)!;
    author.personal_info.fullname = '<b onmouseover=alert(1)>Evil</b>';
    author.personal_info.profile_img = 'javascript:alert(1)';

    renderApp(`/blog/${blog.blog_id}`);
    // Titles and names are plain text: shown literally, never parsed.
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByText('<b onmouseover=alert(1)>Evil</b>')).toBeInTheDocument();
    expect(await screen.findByText('Heading')).toBeInTheDocument();
    // The embeds' code is a chunk of its own (0062): everything below is read once it has drawn them.
    await screen.findAllByRole('button', { name: /^Load the / });

    const root = document.body;
    expect(
      root.querySelector(
        'main script, main style, main object, main embed, .blog-content svg, .blog-content math',
      ),
    ).toBeNull();
    for (const element of root.querySelectorAll('main *')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
    // Issue 17: no frame until the reader asks; then only the one rebuilt from the allow-listed source.
    expect(root.querySelectorAll('iframe')).toHaveLength(0);
    const placeholders = screen.getAllByRole('button', { name: /^Load the / });
    expect(placeholders).toHaveLength(1);
    expect(placeholders[0]).toHaveAccessibleName('Load the YouTube video: real');
    await userEvent.click(placeholders[0]!);
    const frames = [...root.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    ]);
    expect(frames[0]).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-presentation',
    );
    // A non-matching embed degrades to a plain link to its (safe) source.
    expect(
      screen.getByRole('link', { name: 'https://evil.example/watch?v=aqz-KE-bpKQ' }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toContain(
      'https://images.example/ok.png',
    );
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('embedTarget (per-service rebuild, exact https hosts)', () => {
  it.each([
    [
      'youtube',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
    ],
    ['youtube', 'https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'codepen',
      'https://codepen.io/team/pen/PNaGbb',
      'https://codepen.io/team/embed/PNaGbb?default-tab=result',
    ],
  ])('rebuilds %s from %s', (service, source, src) => {
    expect(embedTarget(service, source)?.src).toBe(src);
  });

  it.each([
    ['youtube', 'http://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['youtube', 'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ'],
    ['youtube', 'https://evil.example/?v=aqz-KE-bpKQ&x=youtube.com'],
    ['youtube', 'https://www.youtube.com/watch?v=bad"><script>'],
    ['vimeo', 'https://vimeo.com/abc'],
    ['codepen', 'https://codepen.io/a/pen/x"onload="'],
    ['gist', 'https://gist.github.com/a/b'],
    ['toString', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['youtube', 'javascript:alert(1)'],
  ])('refuses %s %s', (service, source) => {
    expect(embedTarget(service, source)).toBeNull();
  });
});
