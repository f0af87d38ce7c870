import type { Blog } from '@/api/types';
import {
  cleanBlock,
  cleanBlocks,
  contentFromBlocks,
  draftFromBlog,
  sameDraft,
} from '@/features/editor/blog-data';
import { EMPTY_DRAFT } from '@/features/editor/rules';

const XSS = '<img src=x onerror="alert(1)"><script>alert(1)</script>';

describe('Editor.js data ⇄ stored blog (SPEC §2 block types; PITFALLS: clean before loading)', () => {
  it('keeps paragraphs with their inline marks and strips everything else', () => {
    expect(
      cleanBlock({
        id: 'p1',
        type: 'paragraph',
        data: {
          text: `Hi <mark class="cdx-marker">mark</mark> <code class="inline-code">x</code>${XSS}`,
        },
      }),
    ).toEqual({
      id: 'p1',
      type: 'paragraph',
      data: { text: 'Hi <mark class="cdx-marker">mark</mark> <code class="inline-code">x</code>' },
    });
  });

  it('keeps header levels 2 and 3 (default 2); an empty header is kept while written, not saved', () => {
    expect(cleanBlock({ type: 'header', data: { text: 'Big', level: 2 } })?.data).toEqual({
      text: 'Big',
      level: 2,
    });
    expect(cleanBlock({ type: 'header', data: { text: 'Small', level: 3 } })?.data.level).toBe(3);
    expect(cleanBlock({ type: 'header', data: { text: 'H1', level: 1 } })?.data.level).toBe(2);
    expect(cleanBlock({ type: 'header', data: { text: 'None' } })?.data.level).toBe(2);
    // SPEC §5: header text must be non-empty, in what is stored; a heading being written may be empty.
    const empty = { type: 'header', data: { text: ' <b> </b>&nbsp;', level: 2 } };
    expect(cleanBlock(empty)?.type).toBe('header');
    expect(
      contentFromBlocks([empty, { type: 'header', data: { text: XSS, level: 2 } }]).blocks,
    ).toEqual([]);
  });

  it('reads the four list shapes into @editorjs/list 2 data, nested; an empty list is kept, not saved', () => {
    const expected = {
      type: 'list',
      data: {
        style: 'ordered',
        meta: {},
        items: [{ content: 'a', meta: {}, items: [{ content: 'b', meta: {}, items: [] }] }],
      },
    };
    expect(
      cleanBlock({
        type: 'list',
        data: {
          style: 'ordered',
          meta: {},
          items: [{ content: 'a', meta: {}, items: [{ content: 'b', meta: {}, items: [] }] }],
        },
      }),
    ).toEqual(expected);
    expect(
      cleanBlock({
        type: 'list',
        data: { style: 'ordered', items: [{ content: 'a', items: [{ content: 'b' }] }] },
      }),
    ).toEqual(expected);
    expect(
      cleanBlock({ type: 'list', data: { style: 'unordered', items: ['x', `y${XSS}`] } })?.data,
    ).toEqual({
      style: 'unordered',
      meta: {},
      items: [
        { content: 'x', meta: {}, items: [] },
        { content: 'y', meta: {}, items: [] },
      ],
    });
    // A checklist keeps its items, as an unordered list (SPEC §2: ordered or unordered).
    expect(
      cleanBlock({ type: 'list', data: { items: [{ text: 'done', checked: true }] } })?.data,
    ).toEqual({ style: 'unordered', meta: {}, items: [{ content: 'done', meta: {}, items: [] }] });
    // Issue 29 item 1: kept as stored, with the one empty item the tool needs; not saved without text.
    const empty = { style: 'ordered', meta: {}, items: [{ content: '', meta: {}, items: [] }] };
    expect(cleanBlock({ type: 'list', data: { style: 'ordered', items: [] } })?.data).toEqual(
      empty,
    );
    expect(cleanBlock({ type: 'list', data: { style: 'ordered' } })?.data).toEqual(empty);
    expect(contentFromBlocks([{ type: 'list', data: { style: 'ordered' } }]).blocks).toEqual([]);
  });

  it('keeps images with an http(s) address and their tunes, and drops any other', () => {
    expect(
      cleanBlock({
        type: 'image',
        data: {
          file: { url: 'https://cdn.example/a.png' },
          caption: `Cap${XSS}`,
          withBorder: true,
          withBackground: 'yes',
          stretched: false,
        },
      })?.data,
    ).toEqual({
      file: { url: 'https://cdn.example/a.png' },
      caption: 'Cap',
      withBorder: true,
      withBackground: false,
      stretched: false,
    });
    expect(
      cleanBlock({ type: 'image', data: { file: { url: 'javascript:alert(1)' } } }),
    ).toBeNull();
    expect(
      cleanBlock({ type: 'image', data: { file: { url: 'data:image/png;base64,AA' } } }),
    ).toBeNull();
  });

  it('keeps quotes aligned left or center', () => {
    expect(
      cleanBlock({ type: 'quote', data: { text: `Q${XSS}`, caption: 'C', alignment: 'center' } })
        ?.data,
    ).toEqual({ text: 'Q', caption: 'C', alignment: 'center' });
    expect(
      cleanBlock({ type: 'quote', data: { text: 'Q', caption: '', alignment: 'right' } })?.data
        .alignment,
    ).toBe('left');
  });

  it('rebuilds embed frames from the source with the allow-list, whatever data.embed says', () => {
    const block = cleanBlock({
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        embed: 'javascript:alert(1)',
        width: 580,
        height: 320,
        caption: `Video${XSS}`,
      },
    });
    expect(block?.data).toEqual({
      service: 'youtube',
      source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      embed: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
      width: 580,
      height: 320,
      caption: 'Video',
    });
    expect(
      cleanBlock({
        type: 'embed',
        data: {
          service: 'spotify',
          source: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
        },
      })?.data.embed,
    ).toBe('https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC');
    // Not an allowed frame: the address stays, as a link in a paragraph; nothing unsafe stays at all.
    expect(
      cleanBlock({
        type: 'embed',
        data: { service: 'youtube', source: 'https://evil.example/watch?v=aqz-KE-bpKQ' },
      }),
    ).toEqual({
      type: 'paragraph',
      data: {
        text: '<a href="https://evil.example/watch?v=aqz-KE-bpKQ" target="_blank" rel="noopener noreferrer nofollow ugc">https://evil.example/watch?v=aqz-KE-bpKQ</a>',
      },
    });
    expect(
      cleanBlock({ type: 'embed', data: { service: 'evil', source: 'javascript:alert(1)' } }),
    ).toBeNull();
  });

  it('keeps other clients’ block types as they came (issue 25), drops malformed blocks and odd ids', () => {
    expect(
      cleanBlocks([
        { type: 'raw', data: { html: XSS } },
        { type: '<script>', data: {} },
        'text',
        null,
        { id: '"><script>', type: 'paragraph', data: { text: 'ok' } },
      ]),
    ).toEqual([
      { type: 'raw', data: { html: XSS } },
      { type: 'paragraph', data: { text: 'ok' } },
    ]);
  });

  it('keeps a block stored without data (issue 29 item 1: mongoose drops empty objects)', () => {
    const stored = [
      { id: 'p1', type: 'paragraph', data: { text: 'Before' } },
      { id: 'd1', type: 'delimiter' },
      { id: 'q1', type: 'quote' },
      { id: 'x1', type: 'table' },
    ];
    expect(cleanBlocks(stored).map((block) => [block.id, block.type])).toEqual([
      ['p1', 'paragraph'],
      ['d1', 'delimiter'],
      ['q1', 'quote'],
      ['x1', 'table'],
    ]);
    // Saved again, the divider and the other client's block stay where they were; the quote, which holds no
    // words, goes as an empty paragraph does (docs/decisions/0059).
    expect(
      contentFromBlocks(cleanBlocks(stored)).blocks.map((block) => [block.id, block.type]),
    ).toEqual([
      ['p1', 'paragraph'],
      ['d1', 'delimiter'],
      ['x1', 'table'],
    ]);
  });

  it('turns a stored blog into the editor fields and saved blocks into stored content', () => {
    const blog = {
      _id: '1',
      blog_id: 'b',
      title: 'T',
      banner: 'javascript:alert(1)',
      des: 'D',
      tags: ['tech'],
      content: [{ blocks: [{ type: 'paragraph', data: { text: 'P' } }] }],
      publishedAt: '',
      activity: { total_likes: 0, total_comments: 0, total_reads: 0, total_parent_comments: 0 },
      author: { personal_info: { fullname: '', username: '', profile_img: '' } },
    } satisfies Blog;
    const draft = draftFromBlog(blog);
    expect(draft).toEqual({
      banner: '',
      title: 'T',
      des: 'D',
      tags: ['tech'],
      blocks: [{ type: 'paragraph', data: { text: 'P' } }],
    });
    expect(draftFromBlog({ ...blog, content: [] }).blocks).toEqual([]);
    expect(contentFromBlocks(draft.blocks, 42)).toEqual({
      time: 42,
      blocks: [{ type: 'paragraph', data: { text: 'P' } }],
      version: expect.stringMatching(/^2\./),
    });
  });

  it('compares drafts by what the author wrote, not block ids', () => {
    const a = { ...EMPTY_DRAFT, blocks: [{ id: 'x', type: 'paragraph', data: { text: 'P' } }] };
    const b = { ...EMPTY_DRAFT, blocks: [{ id: 'y', type: 'paragraph', data: { text: 'P' } }] };
    expect(sameDraft(a, b)).toBe(true);
    expect(sameDraft(a, { ...b, title: 'x' })).toBe(false);
  });
});
