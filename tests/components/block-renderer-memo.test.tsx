import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { sanitizeInline } from '@/lib/sanitize';
import type * as Sanitize from '@/lib/sanitize';
import { store } from '@/mocks/node';
import { renderApp } from '../render-app';
import { recordRequests, signInAs } from '../support/sign-in-as';

/**
 * Issue 23 item 9: a like changes the blog's counts, not its content, so the content is not sanitized again
 * (the blog page re-renders; BlockRenderer is memoised on the cached blocks).
 */
vi.mock('@/lib/sanitize', async (importOriginal) => {
  const actual = await importOriginal<typeof Sanitize>();
  return { ...actual, sanitizeInline: vi.fn(actual.sanitizeInline) };
});

const likeButton = () => screen.getByRole('button', { name: /^(Like|Unlike) this blog/ });

it('does not sanitize the post again when the reader likes it', async () => {
  const user = userEvent.setup();
  const session = await signInAs('reader');
  const requests = recordRequests();
  const blog = store.db.blogs.find(
    (b) =>
      !b.draft &&
      (b.content[0]?.blocks.length ?? 0) > 3 &&
      !store.db.likes.some((l) => l.user === session._id && l.blog === b._id),
  )!;
  renderApp(`/blog/${blog.blog_id}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 5000 });
  await waitFor(() => expect(requests.count(ENDPOINTS.isLikedByUser)).toBe(1));
  await waitFor(() => expect(likeButton()).toBeEnabled());
  const sanitize = vi.mocked(sanitizeInline);
  expect(sanitize.mock.calls.length).toBeGreaterThan(3);
  sanitize.mockClear();

  await user.click(likeButton());
  expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(requests.count(ENDPOINTS.likeBlog)).toBe(1));
  await waitFor(() => expect(likeButton()).toBeEnabled());
  expect(sanitize).not.toHaveBeenCalled();
});
