import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '@/mocks/node';
import { ENDPOINTS } from '@/config/endpoints';
import { UNPUBLISH_TITLE } from '@/features/editor/unpublish-dialog';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';
import { answerAsFamily } from '../../support/family-server';
import { holdAnswers } from '../../support/held-answers';

/**
 * Issue 29 item 2: the family's get-blog never sends `draft`. Save Draft on a draft must not ask 'Unpublish
 * this blog?'; on a published blog it must. What the server does say tells them apart: the tab the editor
 * was opened from, a list of the author's blogs, or the author's drafts, asked for.
 */
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };

/** get-blog as the family's servers answer it (the tutorial dialect: the blog without `draft`). */
function withoutDraftField() {
  answerAsFamily(ENDPOINTS.getBlog);
}

async function saveDraftFrom(url: string) {
  const requests = recordRequests();
  const user = userEvent.setup();
  renderApp(url, { user: adminSession });
  await waitFor(
    () => expect(screen.getByRole('textbox', { name: 'Blog Title' })).not.toHaveValue(''),
    SLOW,
  );
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  return { requests, user };
}

describe('Save Draft when get-blog does not say whether the blog is a draft', () => {
  it('a draft opened by its address is found among the author’s drafts: saved without a question', async () => {
    withoutDraftField();
    const { requests } = await saveDraftFrom(`/editor/${SEED_BLOG_IDS.adminDraft}`);
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: UNPUBLISH_TITLE })).not.toBeInTheDocument();
    expect(requests.count(ENDPOINTS.createBlog)).toBe(1);
  });

  it('a published blog still asks first', async () => {
    withoutDraftField();
    const own = store.db.blogs.find((blog) => blog.author === adminSession._id && !blog.draft);
    const { requests } = await saveDraftFrom(`/editor/${own?.blog_id ?? ''}`);
    expect(await screen.findByRole('dialog', { name: UNPUBLISH_TITLE }, SLOW)).toBeVisible();
    expect(requests.count(ENDPOINTS.createBlog)).toBe(0);
  });

  it('Save Draft pressed before the author’s drafts have answered waits for them: no question for a draft', async () => {
    withoutDraftField();
    // The author's drafts answer slowly (CI saw the question asked of a draft, once).
    const release = holdAnswers(ENDPOINTS.userWrittenBlogs);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderApp(`/editor/${SEED_BLOG_IDS.adminDraft}`, { user: adminSession });
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Blog Title' })).not.toHaveValue(''),
      SLOW,
    );
    await waitFor(() => expect(requests.count(ENDPOINTS.userWrittenBlogs)).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.queryByRole('dialog', { name: UNPUBLISH_TITLE })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: UNPUBLISH_TITLE })).not.toBeInTheDocument();
    // The lookup on its way was joined, not asked twice.
    expect(requests.count(ENDPOINTS.userWrittenBlogs)).toBe(1);
    expect(requests.count(ENDPOINTS.createBlog)).toBe(1);
  });
});
