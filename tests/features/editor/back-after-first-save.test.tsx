/**
 * A new blog's first save lands on the dashboard (SPEC §2); the writer's Back returns to the blog saved, at its
 * own address, not to an empty 'Write a new blog' editor whose save would make a second blog (use-save-blog.ts:
 * the new blog's entry becomes /editor/{id} at once; the navigation audit, decision 0062).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { adminSession, renderApp } from '../../render-app';

const SLOW = { timeout: 5_000 };

describe('Back after the first save of a new blog', { timeout: 40_000 }, () => {
  it('returns to the saved draft, not to a blank new editor', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
    await act(() => router.navigate('/editor'));
    await screen.findByRole('heading', { level: 1, name: 'Write a new blog' }, SLOW);
    await waitFor(
      () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
      SLOW,
    );
    await user.type(screen.getByRole('textbox', { name: 'Blog Title' }), 'Kept in the drafts');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/blogs'), SLOW);

    await act(() => router.navigate(-1));
    await waitFor(
      () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
      SLOW,
    );
    const title = await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW);
    // What the writer saw before: their draft.
    await waitFor(() => expect(title).toHaveValue('Kept in the drafts'), SLOW);
  });
});
