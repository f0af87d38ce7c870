import { screen, waitFor } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { microtasks, outsideAct, typeValue } from '../../support/quick-hands';

/**
 * The editor's Save Draft, then the home link at once (decision 0060): the leave question asked about the
 * changes being saved, and stayed open after the save had kept them. Since decision 0063 it is not asked while
 * a save of all the work is out (words typed after the click still ask at once:
 * e2e/editor-typing-while-saving.spec.ts), and once nothing is left unsaved the writer goes where they were
 * going.
 */
const SLOW = { timeout: 10_000 };

describe('Save Draft, then leave at a quick hand', () => {
  outsideAct();

  it('saved: the question goes, and the writer goes home', async () => {
    const view = renderApp(`/editor/${SEED_BLOG_IDS.adminDraft}`, { user: adminSession });
    const title = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Blog Title' });
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    await waitFor(
      () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
      SLOW,
    );
    typeValue(title(), 'Saved, then left at once');
    await microtasks();
    const release = holdAnswers(ENDPOINTS.createBlog);
    screen.getByRole('button', { name: 'Save Draft' }).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    screen.getAllByRole('link', { name: / home$/ })[0]!.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    release();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'), SLOW);
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    expect(store.db.blogs.some((blog) => blog.title === 'Saved, then left at once')).toBe(true);
  });
});
