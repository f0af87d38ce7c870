import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { adminSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const items = () => screen.queryAllByRole('article');
const commentsButton = () => screen.getByRole('button', { name: /^Comments \(\d+\)$/ });
const shownCount = () => Number(/\((\d+)\)/.exec(commentsButton().textContent ?? '')?.[1]);

/**
 * The author reads a post (its page is kept), goes to Notifications and replies inline to a comment on it,
 * then goes Forward to the post. The app knows the post has one comment more (the reply it just sent). It
 * only marked the blog stale, and the kept page was drawn with the old comment count, which jumped by one when
 * the loader's read answered (decision 0061).
 */
it('a reply sent from Notifications is counted on the kept blog page at once', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/dashboard/notifications?filter=comment', { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: 'Recent Notifications' }, SLOW);
  await waitFor(() => expect(items().length).toBeGreaterThan(0), SLOW);
  const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
  const blogHref = within(item)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .find((href) => href.startsWith('/blog/'))!;

  // Read the post first: its page is kept.
  await act(() => router.navigate(blogHref));
  await waitFor(() => expect(commentsButton()).toBeInTheDocument(), SLOW);
  const before = shownCount();
  await act(() => router.navigate(-1));
  await waitFor(() => expect(items().length).toBeGreaterThan(0), SLOW);

  const again = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
  await user.click(within(again).getByRole('button', { name: /^Reply to/ }));
  await user.type(within(again).getByRole('textbox'), 'Thanks for reading!');
  await user.click(within(again).getByRole('button', { name: 'Reply' }));
  await within(again).findByText('Thanks for reading!', {}, SLOW);

  // The loader's read of the post is held: what Forward draws meanwhile is what the author sees first.
  const release = holdAnswers(ENDPOINTS.getBlog);
  await act(() => router.navigate(1));
  await waitFor(() => expect(commentsButton()).toBeInTheDocument(), SLOW);
  const drawn = shownCount();
  release();
  await waitFor(() => expect(shownCount()).toBe(before + 1), SLOW);
  expect(drawn).toBe(before + 1);
});
