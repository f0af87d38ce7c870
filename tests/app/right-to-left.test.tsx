import { render, screen, waitFor, within } from '@testing-library/react';
import { TitleField } from '@/features/editor/title-field';
import userEvent from '@testing-library/user-event';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../render-app';
import { seedBlog } from '../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/**
 * Right-to-left text in a left-to-right page. Without an isolation around what a user wrote, the browser laid
 * out Hebrew or Arabic inside the page's left-to-right line: the '!' of 'שלום עולם!' was drawn at the start of
 * the Hebrew sentence as a Hebrew reader sees it, and blocks were left-aligned. User text is in a <bdi>
 * (UserText), and each content field, the blog's title and the text boxes have dir="auto" (the audit of
 * text, 0061).
 */
function directionFromContent(text: HTMLElement, stopAt: HTMLElement): boolean {
  for (let node: HTMLElement | null = text; node; node = node.parentElement) {
    if (node.tagName === 'BDI') return true;
    const dir = node.getAttribute('dir');
    if (dir === 'auto' || dir === 'rtl') return true;
    if (node === stopAt) break;
  }
  return false;
}

describe('right-to-left text shown where users wrote it', () => {
  it('lays out a Hebrew blog title and an Arabic paragraph by their own direction', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    blog.title = 'שלום עולם!';
    blog.content[0]!.blocks.unshift({
      id: 'rtl-1',
      type: 'paragraph',
      data: { text: 'مرحبا بكم في مدونتي (الجزء 2)!' },
    } as never);
    renderApp(`/blog/${blog.blog_id}`);
    const h1 = await screen.findByRole('heading', { level: 1, name: 'שלום עולם!' });
    expect(directionFromContent(h1, h1)).toBe(true);
    const para = screen.getByText('مرحبا بكم في مدونتي (الجزء 2)!');
    expect(directionFromContent(para, para.closest('article') ?? para)).toBe(true);
  });

  it('lays out an Arabic comment by its own direction', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.manyComments);
    const newest = store.db.comments
      .filter((c) => c.blog_id === blog._id && !c.isReply)
      .sort((a, b) => b.commentedAt.localeCompare(a.commentedAt))[0]!;
    newest.comment = 'مقال رائع، شكرا! 100%';
    const user = userEvent.setup();
    renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title });
    await user.click(screen.getByRole('button', { name: /^Comments \(\d+\)$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Comments' });
    const text = await waitFor(() => within(panel).getByText('مقال رائع، شكرا! 100%'));
    expect(directionFromContent(text, text)).toBe(true);
  });

  it("keeps a server's bidi override in a full name from reversing the words after it", async () => {
    // A display name holding U+202E (RIGHT-TO-LEFT OVERRIDE), as any server that stores names as typed
    // sends it. Not isolated, the override runs on to the end of the line: '@handle' and the date after it
    // are drawn reversed.
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    const author = store.db.users.find((u) => u._id === blog.author)!;
    author.personal_info.fullname = 'Amelia \u202EHart';
    renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title });
    const name = screen.getByText('Amelia \u202EHart');
    expect(directionFromContent(name, name)).toBe(true);
  });

  it('shows an Arabic search by its own direction inside the English heading', async () => {
    // 'Search results for “مرحبا!”': unisolated, the '!' and the closing quote change places.
    renderApp(`/search/${encodeURIComponent('مرحبا!')}`);
    const h1 = await screen.findByRole('heading', {
      level: 1,
      name: 'Search results for “مرحبا!”',
    });
    // The query is a bare text node of the heading (UserText renders the string as it is).
    const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
    let holder: HTMLElement | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.includes('مرحبا')) holder = node.parentElement;
    expect(holder).not.toBeNull();
    // Isolated inside the heading (the heading's own direction is the English sentence's).
    expect(holder !== h1 && directionFromContent(holder!, h1)).toBe(true);
  });

  it('lets a writer type a Hebrew title right-to-left in the editor', () => {
    render(<TitleField value="שלום עולם!" onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Blog Title' });
    expect(field.getAttribute('dir')).toBe('auto');
  });
});
