import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

/**
 * A writer who types on after 'Saved 👍', before the dashboard opens (500 ms to 3.5 s later), is not carried
 * away mid-sentence: the editor stays with those words, unsaved, as it does for words typed while the request
 * was out (docs/decisions/0053, 0059). The dashboard's wait is waited for here: nothing on screen says it ended.
 */
const SLOW = { timeout: 10_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });
const pastTheRedirect = () => act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));

describe('typing after Saved 👍, before the dashboard opens', { timeout: 30_000 }, () => {
  it('the editor stays with the words typed after the answer', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = renderApp(`/editor/${SEED_BLOG_IDS.adminDraft}`, { user: adminSession });
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    await user.type(title(), ' and more');
    await pastTheRedirect();
    expect(requests.count(ENDPOINTS.createBlog)).toBe(1);
    const saved = store.db.blogs.find((blog) => blog.blog_id === SEED_BLOG_IDS.adminDraft);
    expect(saved?.title.endsWith(' and more')).toBe(false);
    expect(router.state.location.pathname).toBe(`/editor/${SEED_BLOG_IDS.adminDraft}`);
    expect(title()).toHaveValue(`${saved?.title} and more`);
    // Saving again sends them.
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(store.db.blogs.find((blog) => blog.blog_id === SEED_BLOG_IDS.adminDraft)?.title).toMatch(
      / and more$/,
    );
  });

  it('a new post goes on as the post its save made, in the same editor: no key is lost', async () => {
    const requests = recordRequests();
    // At a person's pace: 60 ms a key, so the typing goes on past the moment the dashboard would open.
    const user = userEvent.setup({ delay: 60 });
    const { router } = renderApp('/editor', { user: adminSession });
    const field = await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW);
    await user.type(field, 'First words');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    await user.type(title(), ', then more and more words, typed on');
    await pastTheRedirect();
    // The same field, never drawn again, holds every key; the post is not read back from the server.
    expect(title()).toBe(field);
    expect(field).toHaveValue('First words, then more and more words, typed on');
    expect(requests.count(ENDPOINTS.getBlog)).toBe(0);
    const made = store.db.blogs.filter((blog) => blog.title === 'First words');
    expect(made).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/editor/${made[0]!.blog_id}`);
    // Saving again updates that post.
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(store.db.blogs.filter((blog) => blog.title.startsWith('First words'))).toEqual([
      expect.objectContaining({
        blog_id: made[0]!.blog_id,
        title: 'First words, then more and more words, typed on',
      }),
    ]);
  });
});
