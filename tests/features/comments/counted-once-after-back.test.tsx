/**
 * A comment (or a delete) whose answer comes after the blog page was read again (the reader closed the panel,
 * went home and came Back while it was out) is counted once: the page read after it was sent may count it
 * already, so its counts are read again instead of moved (comment-counts.ts adjustComments' `sentAt`; the
 * late-effects audit, decision 0062). It read one comment more than there were, or one fewer.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { readerSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests, seedBlog } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 30_000 });

const blog = () => seedBlog(SEED_BLOG_IDS.manyComments);
const commentsButton = () => screen.getByRole('button', { name: /^Comments \(\d+\)$/ });
const shownCount = () => Number(/\((\d+)\)/.exec(commentsButton().textContent ?? '')?.[1] ?? NaN);
const serverCount = () =>
  store.db.blogs.find((each) => each.blog_id === SEED_BLOG_IDS.manyComments)!.activity
    .total_comments;

it('a comment answered after the page was read again is counted once', async () => {
  const requests = recordRequests();
  const user = userEvent.setup();
  const view = renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: readerSession });
  await screen.findByRole('heading', { level: 1, name: blog().title }, { timeout: 5000 });
  const before = serverCount();
  await waitFor(() => expect(shownCount()).toBe(before), { timeout: 3000 });

  await user.click(commentsButton());
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  const release = holdAnswers(ENDPOINTS.addComment);
  await user.type(
    within(panel).getByRole('textbox', { name: 'Leave a comment' }),
    'Sent on a slow train',
  );
  await user.click(within(panel).getByRole('button', { name: 'Comment' }));
  await waitFor(() => expect(requests.count(ENDPOINTS.addComment)).toBe(1), { timeout: 3000 });
  // The server has it now; its answer is on the way.
  await waitFor(() => expect(serverCount()).toBe(before + 1), { timeout: 3000 });

  // The reader closes the panel, goes home, and comes Back to the blog: the page is read again.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comments' })).toBeNull());
  const reads = requests.count(ENDPOINTS.getBlog);
  await act(() => view.router.navigate('/'));
  await act(() => view.router.navigate(-1));
  await screen.findByRole('heading', { level: 1, name: blog().title }, { timeout: 5000 });
  await waitFor(() => expect(requests.count(ENDPOINTS.getBlog)).toBeGreaterThan(reads), {
    timeout: 3000,
  });
  await waitFor(() => expect(shownCount()).toBe(before + 1), { timeout: 3000 });

  // The answer arrives.
  release();
  // The answer is given a moment to land (nothing shows when it does).
  await act(() => new Promise((resolve) => setTimeout(resolve, 800)));

  // One comment was posted: the page says so, as the server does.
  expect(serverCount()).toBe(before + 1);
  expect(shownCount()).toBe(before + 1);
});

it('a delete answered after the page was read again is counted once', async () => {
  const requests = recordRequests();
  const user = userEvent.setup();
  const view = renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: readerSession });
  await screen.findByRole('heading', { level: 1, name: blog().title }, { timeout: 5000 });
  await user.click(commentsButton());
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  await user.type(
    within(panel).getByRole('textbox', { name: 'Leave a comment' }),
    'Soon to be taken back',
  );
  await user.click(within(panel).getByRole('button', { name: 'Comment' }));
  await within(panel).findByText('Soon to be taken back', {}, { timeout: 3000 });
  const before = serverCount();
  await waitFor(() => expect(shownCount()).toBe(before), { timeout: 3000 });

  // Delete, on a slow network: the server deletes it at once, its answer is on the way.
  const release = holdAnswers(ENDPOINTS.deleteComment);
  const card = within(panel).getByText('Soon to be taken back').closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^Delete comment by/ }));
  await waitFor(() => expect(serverCount()).toBe(before - 1), { timeout: 3000 });

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comments' })).toBeNull());
  const reads = requests.count(ENDPOINTS.getBlog);
  await act(() => view.router.navigate('/'));
  await act(() => view.router.navigate(-1));
  await screen.findByRole('heading', { level: 1, name: blog().title }, { timeout: 5000 });
  await waitFor(() => expect(requests.count(ENDPOINTS.getBlog)).toBeGreaterThan(reads), {
    timeout: 3000,
  });
  await waitFor(() => expect(shownCount()).toBe(before - 1), { timeout: 3000 });

  release();
  // The answer is given a moment to land (nothing shows when it does).
  await act(() => new Promise((resolve) => setTimeout(resolve, 800)));

  expect(serverCount()).toBe(before - 1);
  expect(shownCount()).toBe(before - 1);
});
