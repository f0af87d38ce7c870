import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Blog } from '@/api/types';
import { BlogHead } from '@/features/blog/blog-head';
import { MISSING, readServerBlog } from '../../server/backend';
import { blogHeadTags, renderHead } from '../../server/head';

/**
 * Issue 16: the server writes a blog's head "exactly as the blog page renders it". Both sides run here on the
 * same blogs and their tags are compared one by one, so a change to BlogHead that the server does not follow
 * (or the reverse) fails this test instead of a link preview. The server's canonical link is its own
 * addition (the client does not render one and removes it on start).
 */
function blog(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: 'b1',
    blog_id: 'a-post-x1',
    title: 'A “quoted” <Post> & more',
    banner: 'https://img.example/b.png',
    des: 'About things.',
    content: [],
    tags: ['tech'],
    publishedAt: '2026-11-01T09:00:00.000Z',
    activity: { total_likes: 0, total_comments: 0, total_reads: 0, total_parent_comments: 0 },
    author: { personal_info: { fullname: 'Ann Writer', username: 'ann', profile_img: '' } },
    ...overrides,
  };
}

type Tag = [string, string];

/** Head tags in document order, as [selector key, value]; the server's marker left aside. */
function tagsOf(head: ParentNode): Tag[] {
  return [...head.querySelectorAll('title, meta')].map((tag) =>
    tag.tagName === 'TITLE'
      ? ['title', tag.textContent ?? '']
      : [
          tag.getAttribute('name') ?? tag.getAttribute('property') ?? '',
          tag.getAttribute('content') ?? '',
        ],
  );
}

function clientTags(value: Blog): Tag[] {
  // The head reads the title's unseen count from the query cache (docs/decisions/0022).
  const { unmount } = render(
    <QueryClientProvider client={new QueryClient()}>
      <BlogHead blog={value} />
    </QueryClientProvider>,
  );
  const tags = tagsOf(document.head);
  unmount();
  return tags;
}

function serverTags(value: Blog): Tag[] {
  const served = readServerBlog({ blog: value });
  if (!served || served === MISSING) throw new Error('the server could not read the blog');
  const html = renderHead(
    blogHeadTags(served, { siteName: 'Inkwell', origin: window.location.origin }),
  );
  const doc = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  return tagsOf(doc.head);
}

describe('the server’s blog head and the blog page’s', () => {
  it.each([
    ['a full blog', blog()],
    ['no description', blog({ des: ' ' })],
    ['no banner', blog({ banner: '' })],
    ['a banner on the page’s own host', blog({ banner: '/mock-assets/b.svg' })],
    ['a javascript: banner', blog({ banner: 'javascript:alert(1)' })],
    ['no title', blog({ title: '' })],
  ])('render the same tags for %s', (_, value) => {
    const client = clientTags(value);
    expect(client.length).toBeGreaterThanOrEqual(9);
    expect(serverTags(value)).toEqual(client);
  });
});
