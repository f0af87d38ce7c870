import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { adminSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const panel = () => screen.getByRole('tabpanel');
const titles = () =>
  within(panel())
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/**
 * A published blog saved as a draft from the editor (Edit from Manage blogs, then Save Draft): the dashboard
 * lands on Drafts, read afresh (issue 29 item 11). The Published list kept from before was only marked stale:
 * the Published tab drew the blog that is now a draft, and it vanished once that list had been read again
 * (decision 0061).
 */
it('a blog just saved as a draft is not drawn under Published Blogs, then taken away', async () => {
  const user = userEvent.setup();
  renderApp('/dashboard/blogs', { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' }, SLOW);
  const first = (await within(panel()).findAllByRole('heading', { level: 2 }, SLOW))[0]!;
  const title = first.textContent!;
  await user.click(within(first.closest('li')!).getByRole('link', { name: /^Edit/ }));
  await waitFor(
    () => expect(screen.getByRole('textbox', { name: 'Blog Title' })).toHaveValue(title),
    SLOW,
  );
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  const ask = await screen.findByRole('dialog', { name: 'Unpublish this blog?' }, SLOW);
  await user.click(within(ask).getByRole('button', { name: 'Unpublish and save as draft' }));
  expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
  await screen.findByRole('tab', { name: 'Drafts', selected: true }, SLOW);
  await within(panel()).findByRole('heading', { level: 2, name: title }, SLOW);

  // The Published list's read again is held: what the tab draws meanwhile is what the admin sees first.
  const release = holdAnswers(ENDPOINTS.userWrittenBlogs, (body) => body.draft === false);
  await user.click(screen.getByRole('tab', { name: 'Published Blogs' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  const drawn = titles();
  release();
  // Once read, the list does not have it (the server keeps it as a draft)...
  await waitFor(() => expect(titles().length).toBeGreaterThan(0), SLOW);
  expect(titles()).not.toContain(title);
  // ...but it had been drawn there first.
  expect(drawn).not.toContain(title);
});
