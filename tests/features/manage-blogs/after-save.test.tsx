import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { adminSession, renderApp } from '../../render-app';

/**
 * Issue 23 item 10a: after Save Draft of a new blog the app lands on Manage blogs' Drafts, and the new
 * draft stays there, with its Edit link, seconds later (reported in `npm run dev`: it fell back to
 * skeletons, then an empty area). A guard: this does not reproduce the report in jsdom (nor did Chromium
 * against the dev server's in-browser mock, at 1280 px); its cause is not found yet.
 */
const SLOW = { timeout: 5_000 };

describe('a new draft just saved', { timeout: 30_000 }, () => {
  it('stays listed in Drafts with its Edit link', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/editor', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Write a new blog' }, SLOW);
    await waitFor(
      () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
      SLOW,
    );
    await user.type(screen.getByRole('textbox', { name: 'Blog Title' }), 'Kept in the drafts');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), {
      timeout: 5_000,
    });
    const panel = await screen.findByRole('tabpanel', {}, SLOW);
    await within(panel).findByRole('heading', { level: 2, name: 'Kept in the drafts' }, SLOW);

    for (let second = 0; second < 4; second++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
      expect(screen.queryByLabelText('Loading your blogs')).not.toBeInTheDocument();
      const draft = within(screen.getByRole('tabpanel')).getByRole('heading', {
        level: 2,
        name: 'Kept in the drafts',
      });
      expect(within(draft.closest('li')!).getByRole('link', { name: /^Edit/ })).toBeVisible();
    }
  });
});
