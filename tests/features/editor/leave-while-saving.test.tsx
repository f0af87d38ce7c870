/**
 * A writer who leaves while their save is out, having typed nothing since the click (decision 0063): the
 * question 'Leave without saving?' said their changes were not saved while the save that kept them was on its
 * way. The leaving now waits for the answer: saved, the writer goes where they were going, unasked; a failed
 * save asks then, truly. Words typed after the click are not in the save: then it asks at once
 * (e2e/editor-typing-while-saving.spec.ts). A new post's first save no longer swallows the leaving by taking
 * its entry on as the saved post (use-save-blog.ts), nor opens the dashboard over the page left for.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { LEAVE_TEXTS } from '@/features/editor/leave-guard';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { REDIRECT_AFTER_SAVE_MS } from '@/lib/constants';
import { faults, store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';

const SLOW = { timeout: 10_000 };
const title = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Blog Title' });
const question = () => screen.queryByRole('dialog', { name: LEAVE_TEXTS.title });
/** Time for a question to show, were one asked: a few turns of the event loop. */
const aMoment = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

async function editorReady() {
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
}

/** Home, then a new post's editor (an entry to go back to), ready for typing. */
async function newPostFromHome() {
  const user = userEvent.setup();
  const view = renderApp('/', { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
  await act(() => view.router.navigate('/editor'));
  await screen.findByRole('heading', { level: 1, name: 'Write a new blog' }, SLOW);
  await editorReady();
  return { user, view };
}

describe('leaving while a save is out', { timeout: 40_000 }, () => {
  it('an edited blog: nothing is asked while it saves, and the writer goes home once it is saved', async () => {
    const user = userEvent.setup();
    const view = renderApp(`/editor/${SEED_BLOG_IDS.adminDraft}`, { user: adminSession });
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    await editorReady();
    await user.clear(title());
    await user.type(title(), 'Saved while leaving');
    const release = holdAnswers(ENDPOINTS.createBlog);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await user.click(screen.getAllByRole('link', { name: / home$/ })[0]!);
    await aMoment();
    expect(question()).toBeNull();
    expect(view.router.state.location.pathname).toBe(`/editor/${SEED_BLOG_IDS.adminDraft}`);

    release();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'), SLOW);
    expect(question()).toBeNull();
    expect(store.db.blogs.find((blog) => blog.blog_id === SEED_BLOG_IDS.adminDraft)?.title).toBe(
      'Saved while leaving',
    );
    // The dashboard does not open over the page the writer went to.
    await act(() => new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_SAVE_MS + 500)));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('a save that fails asks then, and Keep editing keeps the work', async () => {
    const user = userEvent.setup();
    const view = renderApp(`/editor/${SEED_BLOG_IDS.adminDraft}`, { user: adminSession });
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    await editorReady();
    await user.type(title(), ' and a failed save');
    faults.set(ENDPOINTS.createBlog, { kind: 'status', status: 500 }, 1);
    const release = holdAnswers(ENDPOINTS.createBlog);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await user.click(screen.getAllByRole('link', { name: / home$/ })[0]!);
    await aMoment();
    expect(question()).toBeNull();

    release();
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TEXTS.title }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: LEAVE_TEXTS.stay }));
    expect(view.router.state.location.pathname).toBe(`/editor/${SEED_BLOG_IDS.adminDraft}`);
    expect(title().value.endsWith(' and a failed save')).toBe(true);
  });

  it("a new post's first save: Back goes back, to the page before, and one post is made", async () => {
    const { user, view } = await newPostFromHome();
    await user.type(title(), 'Made once, left at once');
    const release = holdAnswers(ENDPOINTS.createBlog);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await act(() => view.router.navigate(-1));
    await aMoment();
    expect(question()).toBeNull();

    release();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'), SLOW);
    await act(() => new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_SAVE_MS + 500)));
    expect(view.router.state.location.pathname).toBe('/');
    expect(question()).toBeNull();
    expect(store.db.blogs.filter((blog) => blog.title === 'Made once, left at once')).toHaveLength(
      1,
    );
  });
});

describe('a new post, words typed since the click, and a link while the first save is out', () => {
  it(
    'the question stays when the save answers; Keep editing goes on as the saved post',
    { timeout: 40_000 },
    async () => {
      const { user, view } = await newPostFromHome();
      await user.type(title(), 'First words');
      const release = holdAnswers(ENDPOINTS.createBlog);
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));
      await user.type(title(), ', then more');
      await user.click(screen.getAllByRole('link', { name: / home$/ })[0]!);
      const dialog = await screen.findByRole('dialog', { name: LEAVE_TEXTS.title }, SLOW);

      release();
      expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
      await aMoment();
      // The writer is still being asked: the answer did not take the question away.
      expect(question()).toBe(dialog);
      await user.click(within(dialog).getByRole('button', { name: LEAVE_TEXTS.stay }));
      const made = store.db.blogs.filter((blog) => blog.title === 'First words');
      expect(made).toHaveLength(1);
      await waitFor(
        () => expect(view.router.state.location.pathname).toBe(`/editor/${made[0]!.blog_id}`),
        SLOW,
      );
      expect(title()).toHaveValue('First words, then more');
      // Saving again updates that post: no second one.
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));
      await waitFor(() => expect(view.router.state.location.search).toBe('?tab=draft'), SLOW);
      expect(store.db.blogs.filter((blog) => blog.title.startsWith('First words'))).toEqual([
        expect.objectContaining({ blog_id: made[0]!.blog_id, title: 'First words, then more' }),
      ]);
    },
  );
});
