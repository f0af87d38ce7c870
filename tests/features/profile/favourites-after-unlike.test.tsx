import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { readerSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';

/**
 * A blog unliked from one's own Favourite Blogs, then Back: the list was drawn as kept, the unliked blog in
 * it, and the blog vanished when the list had been read again (0059 left it; decision 0060). The list is read
 * afresh instead: the blog is never shown.
 */
const SLOW = { timeout: 10_000 };
const titles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

it('an unliked blog is not drawn on Back to Favourite Blogs', async () => {
  const user = userEvent.setup();
  const { router } = renderApp(`/user/${readerSession.username}?tab=favourites`, {
    user: readerSession,
  });
  const panel = await screen.findByRole('tabpanel', {}, SLOW);
  const first = (await within(panel).findAllByRole('heading', { level: 2 }, SLOW))[0]!;
  const title = first.textContent!;
  await user.click(first.closest('a') ?? within(first).getByRole('link'));
  await screen.findByRole('heading', { level: 1, name: title }, SLOW);
  const like = () => screen.getByRole('button', { name: /^(Like|Unlike) this blog/ });
  await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'), SLOW);
  await user.click(like());
  expect(like()).toHaveAttribute('aria-pressed', 'false');

  // The list's read again is held: what Back draws meanwhile is what the reader sees first.
  const release = holdAnswers(ENDPOINTS.favouriteBlogs);
  await act(() => router.navigate(-1));
  await screen.findByRole('tab', { name: 'Favourite Blogs', selected: true }, SLOW);
  expect(titles()).not.toContain(title);
  release();
  await waitFor(() => expect(titles().length).toBeGreaterThan(0), SLOW);
  expect(titles()).not.toContain(title);
});
