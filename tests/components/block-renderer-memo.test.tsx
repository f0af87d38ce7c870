import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { renderApp } from '../render-app';
import { recordRequests, signInAs } from '../support/sign-in-as';

/**
 * Issue 23 item 9: a like changes the blog's counts, not its content. The post stays as the reader has it:
 * the same elements with the same text, in the page the whole time (BlockRenderer is memoised on the cached
 * blocks, so it is neither drawn nor sanitized again: what that saves is the main thread's time, which no
 * user sees as a change on the page; this test holds the promise a reader does see).
 */

const likeButton = () => screen.getByRole('button', { name: /^(Like|Unlike) this blog/ });

it('leaves the post’s content as it is when the reader likes it', async () => {
  const user = userEvent.setup();
  const session = await signInAs('reader');
  const requests = recordRequests();
  const blog = store.db.blogs.find(
    (b) =>
      !b.draft &&
      (b.content[0]?.blocks.filter((block) => block.type === 'paragraph').length ?? 0) > 1 &&
      !store.db.likes.some((l) => l.user === session._id && l.blog === b._id),
  )!;
  renderApp(`/blog/${blog.blog_id}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 5000 });
  await waitFor(() => expect(likeButton()).toBeEnabled());

  const content = document.querySelector('.blog-content')!;
  const paragraphs = [...content.querySelectorAll('p')];
  const texts = paragraphs.map((p) => p.textContent);
  expect(paragraphs.length).toBeGreaterThan(1);
  // Anything that replaces the content, even for a moment, is seen here.
  const replaced: Node[] = [];
  const watcher = new MutationObserver((records) =>
    records.forEach((record) => replaced.push(...record.removedNodes)),
  );
  watcher.observe(content, { childList: true, subtree: true, characterData: true });

  await user.click(likeButton());
  expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(requests.count(ENDPOINTS.likeBlog)).toBe(1));
  await waitFor(() => expect(likeButton()).toBeEnabled());
  watcher.disconnect();

  expect(replaced).toEqual([]);
  expect([...document.querySelector('.blog-content')!.querySelectorAll('p')]).toEqual(paragraphs);
  expect(paragraphs.map((p) => p.textContent)).toEqual(texts);
});
