import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { REDIRECT_AFTER_SAVE_MS } from '@/lib/constants';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests } from '../../support/sign-in-as';

/**
 * A writer who types on after 'Saved 👍', before the dashboard opens, is not carried away mid-sentence: the
 * editor stays with those words, unsaved, as it does for words typed while the request was out (docs/decisions
 * 0053, 0059). The dashboard opens once its list is read again (at most 3 s) and at least 500 ms after the
 * answer. Here the writer comes from the dashboard, whose Drafts list is read again after the save; that read is
 * held until the writer has typed, so the typing comes before the dashboard's moment however busy the machine
 * is (a 500 ms window raced the typing on a loaded machine: decision 0064).
 */
const SLOW = { timeout: 10_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });
const isDraftList = (body: Record<string, unknown>) => body.draft === true;

/** The Drafts list from the dashboard the writer came from: kept, so the save reads it again. */
async function fromTheDrafts(queryClient: QueryClient) {
  await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' }, SLOW);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
}

/** The held read answers; then the moment the dashboard would open is past, and what follows it is drawn. */
async function pastTheDashboardsMoment(release: () => void, queryClient: QueryClient) {
  release();
  await act(() => new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_SAVE_MS)));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  await act(async () => undefined);
}

describe('typing after Saved 👍, before the dashboard opens', { timeout: 30_000 }, () => {
  it('the editor stays with the words typed after the answer', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/dashboard/blogs?tab=draft', {
      user: adminSession,
    });
    await fromTheDrafts(queryClient);
    await act(() => router.navigate(`/editor/${SEED_BLOG_IDS.adminDraft}`));
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    const release = holdAnswers(ENDPOINTS.userWrittenBlogs, isDraftList);
    const listReads = requests.count(ENDPOINTS.userWrittenBlogs);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    // The dashboard's list is being read again: it opens once that read is answered.
    await waitFor(
      () => expect(requests.count(ENDPOINTS.userWrittenBlogs)).toBeGreaterThan(listReads),
      SLOW,
    );
    await user.type(title(), ' and more');
    await pastTheDashboardsMoment(release, queryClient);
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
    // At a person's pace: 60 ms a key, so the typing goes on past the moment the dashboard opens.
    const user = userEvent.setup({ delay: 60 });
    const { router, queryClient } = renderApp('/dashboard/blogs?tab=draft', {
      user: adminSession,
    });
    await fromTheDrafts(queryClient);
    await act(() => router.navigate('/editor'));
    const field = await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW);
    await user.type(field, 'First words');
    const release = holdAnswers(ENDPOINTS.userWrittenBlogs, isDraftList);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    const typing = user.type(title(), ', then more and more words, typed on');
    // The dashboard's moment comes while the writer is typing.
    await waitFor(() => expect(field).toHaveValue('First words, then'), SLOW);
    await pastTheDashboardsMoment(release, queryClient);
    await typing;
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
