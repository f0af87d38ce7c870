import { onTestFinished } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_TEXTS } from '@/features/blog/share-actions';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog, signInAs } from '../../support/sign-in-as';

/**
 * Issue 17 item 5: beside the four SPEC §2 links, 'Share…' (the Web Share API, only where the browser has
 * it) and 'Copy link' (everywhere, with a fallback when the clipboard API is missing or refused), above and
 * below the content, each with a clear toast.
 */
const blog = () => seedBlog(SEED_BLOG_IDS.everyBlock);
const blogUrl = () => `${window.location.origin}/blog/${blog().blog_id}`;

/** Puts `value` on navigator (or document) as `key` for this test only. */
function stub(target: object, key: string, value: unknown) {
  const had = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  onTestFinished(() => {
    if (had) Object.defineProperty(target, key, had);
    else Reflect.deleteProperty(target, key);
  });
}

async function openBlog() {
  const user = userEvent.setup();
  renderApp(`/blog/${blog().blog_id}`);
  await screen.findByRole('heading', { level: 1, name: blog().title });
  return user;
}

describe('Copy link', () => {
  it('is offered above and below the content, and copies the address with a toast', async () => {
    const user = await openBlog();
    const writeText = vi.fn(() => Promise.resolve());
    stub(navigator, 'clipboard', { writeText });
    const buttons = screen.getAllByRole('button', { name: 'Copy link' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(writeText).toHaveBeenCalledWith(blogUrl());
    expect(await screen.findByText(SHARE_TEXTS.copied)).toBeInTheDocument();
  });

  it('is reached and pressed with the keyboard', async () => {
    const user = await openBlog();
    const writeText = vi.fn(() => Promise.resolve());
    stub(navigator, 'clipboard', { writeText });
    const reddit = screen.getAllByRole('link', { name: 'Share on Reddit' })[0]!;
    reddit.focus();
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Copy link' })[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(blogUrl());
    expect(await screen.findByText(SHARE_TEXTS.copied)).toBeInTheDocument();
  });

  it('falls back to selecting a read-only field when the clipboard refuses', async () => {
    const user = await openBlog();
    stub(navigator, 'clipboard', {
      writeText: () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      const field = document.querySelector('textarea');
      copied =
        field && command === 'copy'
          ? field.value.slice(field.selectionStart, field.selectionEnd)
          : '';
      return true;
    });
    stub(document, 'execCommand', execCommand);
    const button = screen.getAllByRole('button', { name: 'Copy link' })[0]!;
    await user.click(button);
    expect(await screen.findByText(SHARE_TEXTS.copied)).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(blogUrl());
    // The helper field is gone and focus is back on the button.
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('falls back too where the browser has no clipboard API', async () => {
    const user = await openBlog();
    stub(navigator, 'clipboard', undefined);
    const execCommand = vi.fn(() => true);
    stub(document, 'execCommand', execCommand);
    await user.click(screen.getAllByRole('button', { name: 'Copy link' })[0]!);
    expect(await screen.findByText(SHARE_TEXTS.copied)).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('says so when nothing could copy', async () => {
    const user = await openBlog();
    stub(navigator, 'clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    stub(document, 'execCommand', () => false);
    await user.click(screen.getAllByRole('button', { name: 'Copy link' })[0]!);
    expect(await screen.findByText(SHARE_TEXTS.copyFailed)).toBeInTheDocument();
    expect(screen.queryByText(SHARE_TEXTS.copied)).not.toBeInTheDocument();
  });
});

describe('Share… (Web Share API)', () => {
  it('is absent where the browser cannot share', async () => {
    await openBlog();
    expect(screen.getAllByRole('button', { name: 'Copy link' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  });

  it('is absent when the browser would not share this address', async () => {
    stub(navigator, 'share', vi.fn());
    stub(navigator, 'canShare', () => false);
    await openBlog();
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  });

  it('opens the share sheet with the title and address, above and below the content', async () => {
    const share = vi.fn(() => Promise.resolve());
    stub(navigator, 'share', share);
    stub(navigator, 'canShare', () => true);
    const user = await openBlog();
    const buttons = screen.getAllByRole('button', { name: 'Share…' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    expect(share).toHaveBeenCalledWith({ title: blog().title, url: blogUrl() });
  });

  it('stays silent when the reader closes the sheet, and says so when sharing fails', async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    stub(navigator, 'share', share);
    const user = await openBlog();
    const button = screen.getAllByRole('button', { name: 'Share…' })[1]!;
    await user.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    // Give a toast the time it would take to appear: none does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(SHARE_TEXTS.shareFailed)).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText(SHARE_TEXTS.shareFailed)).toBeInTheDocument();
  });
});

it('offers neither on a draft (nothing to share yet)', async () => {
  stub(navigator, 'share', vi.fn());
  const admin = await signInAs('admin');
  const draft = store.db.blogs.find((b) => b.draft && b.author === admin._id && b.title);
  if (!draft) throw new Error('The seed has no titled draft of the admin');
  renderApp(`/blog/${draft.blog_id}`, { user: admin });
  expect(await screen.findByText('Draft')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
});
