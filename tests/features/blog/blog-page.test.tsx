import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server, store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { recordRequests, seedBlog, signInAs } from '../../support/sign-in-as';

const showcase = () => seedBlog(SEED_BLOG_IDS.everyBlock);
const likeButton = () => screen.getByRole('button', { name: /^(Like|Unlike) this blog/ });

async function openBlog(slug: string, user?: Awaited<ReturnType<typeof signInAs>>) {
  const view = renderApp(`/blog/${slug}`, { user: user ?? null });
  await screen.findByRole('heading', { level: 1, name: seedBlog(slug).title });
  return view;
}

describe('blog page (SPEC §2 Blog page)', () => {
  it('shows a skeleton, then banner, title, author, date, reading time and the content blocks', async () => {
    const requests = recordRequests();
    renderApp(`/blog/${SEED_BLOG_IDS.everyBlock}`);
    // The skeleton shows first (found, it may already have given way to the post: nothing waits for it).
    await screen.findByRole('status', { name: '' });
    const blog = showcase();
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Banner for ${blog.title}` })).toHaveAttribute(
      'src',
      blog.banner,
    );
    expect(screen.getByText('Amelia Hart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@amelia_hart' })).toHaveAttribute(
      'href',
      '/user/amelia_hart',
    );
    expect(screen.getByText(/Published on/)).toHaveTextContent(
      /Published on \d{1,2} [A-Z][a-z]{2}/,
    );
    expect(screen.getByText(/\d+ min read/)).toBeInTheDocument();

    // Blocks: inline marks kept, header levels, lists in both formats and nested, image, quote, embed.
    expect(screen.getByText('every kind of block').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'Editor.js website' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Headings come in two sizes' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'This is a level 3 heading' }),
    ).toBeInTheDocument();
    const nested = screen.getByText('A third level item, two levels deep');
    expect(
      nested.closest('ul')?.parentElement?.closest('ul')?.parentElement?.closest('ul'),
    ).not.toBeNull();
    expect(screen.getByText('Ordered lists number their items').closest('ol')).not.toBeNull();
    // Issue 17: the image's own alt text, not its caption.
    expect(
      screen.getByRole('img', {
        name: 'Wide abstract artwork: translucent circles over a colour gradient and a dark wave.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Writing is thinking on paper.').closest('blockquote')).not.toBeNull();
    // Issue 17: embeds wait for the reader: a button each, no frame until it is pressed.
    expect(document.querySelector('iframe')).toBeNull();
    // The embeds' code is a chunk of its own (0062): their placeholders are drawn once it has arrived.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Load the YouTube video: A video from YouTube.' }),
    );
    const video = screen.getByTitle('A video from YouTube.');
    expect(video).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(video).toHaveAttribute('sandbox');
    expect(video).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await userEvent.click(
      screen.getByRole('button', { name: 'Load the Vimeo video: A film from Vimeo.' }),
    );
    expect(screen.getByTitle('A film from Vimeo.')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    expect(requests.count(ENDPOINTS.getBlog)).toBe(1);
  });

  it('renders one head: title, description, Open Graph and Twitter card', async () => {
    await openBlog(SEED_BLOG_IDS.everyBlock);
    const blog = showcase();
    await waitFor(() => expect(document.title).toBe(`${blog.title} | Inkwell Blog`));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    const meta = (selector: string) => document.head.querySelectorAll(`meta[${selector}]`);
    expect(meta('property="og:title"')).toHaveLength(1);
    expect(meta('name="description"')[0]).toHaveAttribute('content', blog.des);
    expect(meta('property="og:type"')[0]).toHaveAttribute('content', 'article');
    expect(meta('property="og:image"')[0]).toHaveAttribute('content', blog.banner);
    expect(meta('property="og:image:width"')[0]).toHaveAttribute('content', '400');
    expect(meta('property="og:image:height"')[0]).toHaveAttribute('content', '400');
    expect(meta('name="twitter:card"')[0]).toHaveAttribute('content', 'summary_large_image');
  });

  it('uses a fallback description when the blog has none', async () => {
    showcase().des = '';
    await openBlog(SEED_BLOG_IDS.everyBlock);
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toMatch(/^Read “.+” by Amelia Hart on Inkwell\.$/);
  });

  it('asks a visitor to log in before liking and sends nothing', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await openBlog(SEED_BLOG_IDS.everyBlock);
    const likes = showcase().activity.total_likes;
    await user.click(likeButton());
    expect(await screen.findByText('Please login to like this blog')).toBeInTheDocument();
    expect(likeButton()).toHaveAccessibleName(`Like this blog (${likes} likes)`);
    expect(requests.count(ENDPOINTS.likeBlog)).toBe(0);
    expect(requests.count(ENDPOINTS.isLikedByUser)).toBe(0);
  });

  it('likes optimistically, sending the _id and the prior flag, and unlikes again', async () => {
    const user = userEvent.setup();
    const session = await signInAs('reader');
    const requests = recordRequests();
    const blog = store.db.blogs.find(
      (b) => !b.draft && !store.db.likes.some((l) => l.user === session._id && l.blog === b._id),
    )!;
    await openBlog(blog.blog_id, session);
    const likes = blog.activity.total_likes;
    await waitFor(() => expect(requests.count(ENDPOINTS.isLikedByUser)).toBe(1));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');

    await user.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton()).toHaveAccessibleName(`Like this blog (${likes + 1} likes)`);
    await waitFor(() =>
      expect(requests.bodies(ENDPOINTS.likeBlog)).toEqual([
        { _id: blog._id, islikedByUser: false, isLikedByUser: false },
      ]),
    );
    await waitFor(() =>
      expect(store.db.blogs.find((b) => b._id === blog._id)!.activity.total_likes).toBe(likes + 1),
    );

    await user.click(likeButton());
    expect(likeButton()).toHaveAccessibleName(`Like this blog (${likes} likes)`);
    await waitFor(() =>
      expect(requests.bodies(ENDPOINTS.likeBlog)[1]).toEqual({
        _id: blog._id,
        islikedByUser: true,
        isLikedByUser: true,
      }),
    );
  });

  it('takes the liked state from isliked-by-user and does not roll back a failed like', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await signInAs('reader');
    server.use(
      http.post(`*${ENDPOINTS.isLikedByUser}`, () => HttpResponse.json({ result: true })),
      http.post(`*${ENDPOINTS.likeBlog}`, () =>
        HttpResponse.json({ error: 'nope' }, { status: 500 }),
      ),
    );
    await openBlog(SEED_BLOG_IDS.everyBlock, session);
    const likes = showcase().activity.total_likes;
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(likeButton());
    expect(likeButton()).toHaveAccessibleName(`Like this blog (${likes - 1} likes)`);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Like failed', expect.anything()));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('recovers when isliked-by-user fails: Like stays usable and asks again before liking (issue 29 item 15)', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await signInAs('reader');
    const requests = recordRequests();
    let failing = true;
    server.use(
      http.post(`*${ENDPOINTS.isLikedByUser}`, () =>
        failing ? HttpResponse.json({ error: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const blog = store.db.blogs.find(
      (b) => !b.draft && !store.db.likes.some((l) => l.user === session._id && l.blog === b._id),
    )!;
    await openBlog(blog.blog_id, session);
    const likes = blog.activity.total_likes;
    // The read failed (and its retry): the button is usable, and nothing on the page says it broke.
    await waitFor(() => expect(likeButton()).toBeEnabled(), { timeout: 5000 });
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Still failing: a press sends no like on a guess, and the button stays usable.
    await user.click(likeButton());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Like failed', expect.anything()));
    expect(requests.count(ENDPOINTS.likeBlog)).toBe(0);
    expect(likeButton()).toBeEnabled();

    // The server is back: the next press reads the state, then likes.
    failing = false;
    const asked = requests.count(ENDPOINTS.isLikedByUser);
    await user.click(likeButton());
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(requests.count(ENDPOINTS.isLikedByUser)).toBe(asked + 1);
    expect(likeButton()).toHaveAccessibleName(`Like this blog (${likes + 1} likes)`);
    await waitFor(() =>
      expect(requests.bodies(ENDPOINTS.likeBlog)).toEqual([
        { _id: blog._id, islikedByUser: false, isLikedByUser: false },
      ]),
    );
  });

  it('opens the Comments panel from the comment button and closes it with Escape', async () => {
    const user = userEvent.setup();
    await openBlog(SEED_BLOG_IDS.everyBlock);
    const blog = showcase();
    const button = screen.getByRole('button', {
      name: `Comments (${blog.activity.total_comments})`,
    });
    await user.click(button);
    // The panel's code loads when it is first opened.
    // The panel's code (and its comments) downloads on first opening: slow on a busy machine.
    const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
    expect(within(panel).getByText(blog.title)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Close comments' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Comments' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("says 'No Comments' in the panel of a blog without comments", async () => {
    const user = userEvent.setup();
    const blog = showcase();
    store.db.comments = store.db.comments.filter((comment) => comment.blog_id !== blog._id);
    blog.comments = [];
    blog.activity.total_comments = 0;
    blog.activity.total_parent_comments = 0;
    await openBlog(SEED_BLOG_IDS.everyBlock);
    await user.click(screen.getByRole('button', { name: 'Comments (0)' }));
    expect(
      await within(await screen.findByRole('dialog', {}, { timeout: 5000 })).findByText(
        'No Comments',
      ),
    ).toBeInTheDocument();
  });

  it('shares to X, Facebook, LinkedIn and Reddit above and below the content', async () => {
    await openBlog(SEED_BLOG_IDS.everyBlock);
    const blog = showcase();
    const url = encodeURIComponent(`${window.location.origin}/blog/${blog.blog_id}`);
    const reddit = screen.getAllByRole('link', { name: 'Share on Reddit' });
    expect(reddit).toHaveLength(2);
    expect(reddit[0]).toHaveAttribute(
      'href',
      `https://www.reddit.com/submit?url=${url}&title=${encodeURIComponent(blog.title)}`,
    );
    for (const name of ['Share on X (Twitter)', 'Share on Facebook', 'Share on LinkedIn']) {
      for (const link of screen.getAllByRole('link', { name })) {
        expect(link.getAttribute('href')).toContain(url);
        expect(link).toHaveAttribute('target', '_blank');
      }
    }
  });

  it('shows the Edit link to the author only', async () => {
    const admin = await signInAs('admin');
    const view = await openBlog(SEED_BLOG_IDS.everyBlock, admin);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/editor/${SEED_BLOG_IDS.everyBlock}`,
    );
    view.unmount();
    const editor = await signInAs('editor');
    await openBlog(SEED_BLOG_IDS.everyBlock, editor);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows its author a draft as a draft: no publication date, nothing to share', async () => {
    const admin = await signInAs('admin');
    const draft = store.db.blogs.find((b) => b.draft && b.author === admin._id && b.title);
    if (!draft) throw new Error('The seed has no titled draft of the admin');
    await openBlog(draft.blog_id, admin);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByText(/Published on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Share on/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Share this blog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });

  it("lists up to 6 'Similar Blogs' by the first tag, without this blog", async () => {
    const requests = recordRequests();
    await openBlog(SEED_BLOG_IDS.everyBlock);
    const blog = showcase();
    // The section shows its loading state while the list's code and answer arrive (similar-blogs.tsx).
    const region = () => screen.getByRole('region', { name: 'Similar Blogs' });
    await waitFor(() => expect(within(region()).getAllByRole('link').length).toBeGreaterThan(0));
    const cards = within(region()).getAllByRole('link');
    expect(cards.length).toBeLessThanOrEqual(6);
    for (const card of cards) expect(card).not.toHaveAttribute('href', `/blog/${blog.blog_id}`);
    expect(requests.bodies(ENDPOINTS.searchBlogs)).toContainEqual({
      tag: blog.tags[0],
      limit: 6,
      eliminate_blog: blog.blog_id,
      page: 1,
    });
  });

  it('ends loading with a Retry when the blog cannot be loaded', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.post(`*${ENDPOINTS.getBlog}`, () =>
        fail ? HttpResponse.json({ error: 'down' }, { status: 500 }) : undefined,
      ),
    );
    renderApp(`/blog/${SEED_BLOG_IDS.everyBlock}`);
    expect(
      await screen.findByRole('heading', { name: 'This blog could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    // What failed is said, with its Retry, as a profile's failure says it (decision 0066).
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/down|could not send this blog/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: showcase().title }),
    ).toBeInTheDocument();
  });

  it("says 'Blog not found' for an unknown blog", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/blog/no-such-blog');
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
