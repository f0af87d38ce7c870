/**
 * A draft opened from Drafts, published, then Back twice to the editor and Save Draft: 'Unpublish this blog?'
 * is asked. The entry Back returns to still said `draft: true` (the Drafts link's), and the family's get-blog
 * says nothing of drafts: how this tab last saved the blog comes first (use-save-blog.ts savedAsDraft,
 * editor-screen.tsx useIsDraft; the editor audit, decision 0062).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { UNPUBLISH_TITLE } from '@/features/editor/unpublish-dialog';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';
import { publishFromTheForm } from '../../support/editor-stages';
import { answerAsFamily } from '../../support/family-server';

const SLOW = { timeout: 8_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

describe('Back into the editor of a draft just published', { timeout: 40_000 }, () => {
  it('Save Draft asks before taking the published post off the site', async () => {
    answerAsFamily(ENDPOINTS.getBlog);
    const blog = store.db.blogs.find((item) => item.blog_id === SEED_BLOG_IDS.adminDraft)!;
    blog.banner = '/mock-uploads/banner.png';
    blog.tags = ['conferences'];
    blog.des = 'A short description';
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/blogs?tab=draft', { user: adminSession });
    const edit = await waitFor(() => {
      const found = screen
        .getAllByRole('link', { name: /^Edit/ })
        .find((link) => link.textContent?.includes(blog.title));
      if (!found) throw new Error(`no Edit link for ${blog.title}`);
      return found;
    }, SLOW);
    await user.click(edit);
    await waitFor(() => expect(title()).toHaveValue(blog.title), SLOW);
    await publishFromTheForm(user);
    expect(await screen.findByText(SAVE_MESSAGES.published, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/blogs'), SLOW);
    expect(store.db.blogs.find((item) => item.blog_id === blog.blog_id)?.draft).toBe(false);

    // Back, Back: the editor's writing stage of the blog just published.
    await act(() => router.navigate(-2));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/editor/${blog.blog_id}`));
    await waitFor(() => expect(title()).toHaveValue(blog.title), SLOW);
    await user.type(title(), ' (revised)');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    await waitFor(
      () =>
        expect(
          screen.queryByRole('dialog', { name: UNPUBLISH_TITLE }) ??
            screen.queryByText(SAVE_MESSAGES.savedDraft),
        ).not.toBeNull(),
      SLOW,
    );
    expect(store.db.blogs.find((item) => item.blog_id === blog.blog_id)?.draft).toBe(false);
    expect(screen.getByRole('dialog', { name: UNPUBLISH_TITLE })).toBeVisible();
  });
});
