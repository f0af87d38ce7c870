/**
 * A new post's first save, left with words typed since the click (the question, then Leave), and the browser's
 * Forward back to that editor (decisions 0062 and 0063 left it). The entry Forward returns to is still the new
 * editor's `/editor`: the editor drawn there knew nothing of the save, and its Save Draft made a second post.
 * It now goes on as the post that save made, whether the answer came while the writer was away or comes after
 * they are back, and keeps every word they typed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { LEAVE_TEXTS } from '@/features/editor/leave-guard';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { allowConsoleError } from '../../support/console';
import { aNewPostReadyToPublish, publishFromTheForm } from '../../support/editor-stages';
import { holdAnswers } from '../../support/held-answers';

const SLOW = { timeout: 10_000 };
const title = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Blog Title' });
const TITLE = 'Away and back';
const posts = () => store.db.blogs.filter((blog) => blog.title.startsWith(TITLE));

async function editorReady() {
  await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW);
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
}

/** Home, a new post with a title, its first save held, words typed since, then Back and Leave. */
async function leftWhileTheFirstSaveIsOut() {
  // React's act warning when a navigation suspends on a route's code while user-event's act has returned (the
  // editor's, loaded the first time; the question's Leave letting the held Back through), as in
  // back-below-the-first-publish.test.tsx: no error of the app's.
  allowConsoleError(/suspended inside an `act` scope/);
  const user = userEvent.setup();
  const view = renderApp('/', { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
  await act(() => view.router.navigate('/editor'));
  await editorReady();
  await user.type(title(), TITLE);
  const release = holdAnswers(ENDPOINTS.createBlog);
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  await user.type(title(), ', more');
  await backAndLeave(user, view);
  return { user, view, release };
}

type View = ReturnType<typeof renderApp>;

/** The browser's Back from the editor, its question, then Leave: home again. */
async function backAndLeave(user: ReturnType<typeof userEvent.setup>, view: View) {
  await act(() => view.router.navigate(-1));
  const question = await screen.findByRole('dialog', { name: LEAVE_TEXTS.title }, SLOW);
  await user.click(within(question).getByRole('button', { name: LEAVE_TEXTS.leave }));
  await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
}

/** The browser's Forward to the editor, drawn with `text` as its title. */
async function forwardTo(view: View, text: string) {
  await act(() => view.router.navigate(1));
  await editorReady();
  await waitFor(() => expect(title()).toHaveValue(text), SLOW);
}

/** The one post made, once the editor is at its address. */
async function atThePost(view: View) {
  await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
  const [post] = posts();
  await waitFor(
    () => expect(view.router.state.location.pathname).toBe(`/editor/${post!.blog_id}`),
    SLOW,
  );
  return post!;
}

async function savedAgainUpdatesIt(user: ReturnType<typeof userEvent.setup>, expected: string) {
  const [post] = posts();
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  await waitFor(() => expect(screen.getAllByText(SAVE_MESSAGES.savedDraft).length).toBe(1), SLOW);
  await waitFor(
    () => expect(posts()).toEqual([expect.objectContaining({ title: expected })]),
    SLOW,
  );
  expect(posts()[0]!.blog_id).toBe(post!.blog_id);
}

describe(
  'Forward to a new post whose first save was out when the writer left',
  { timeout: 40_000 },
  () => {
    it('answered while away: the editor opens as the post, with the words typed since', async () => {
      const { user, view, release } = await leftWhileTheFirstSaveIsOut();
      release();
      await waitFor(() => expect(posts()).toHaveLength(1), SLOW);

      await forwardTo(view, `${TITLE}, more`);
      await atThePost(view);
      await savedAgainUpdatesIt(user, `${TITLE}, more`);
    });

    it('answered once back: the editor goes on as the post, keeping what was typed meanwhile', async () => {
      const { user, view, release } = await leftWhileTheFirstSaveIsOut();
      await forwardTo(view, `${TITLE}, more`);
      await user.type(title(), ' again');

      release();
      await atThePost(view);
      expect(title()).toHaveValue(`${TITLE}, more again`);
      await savedAgainUpdatesIt(user, `${TITLE}, more again`);
    });
  },
);

describe(
  'Forward, more words, and Leave again while the first save is still out',
  { timeout: 40_000 },
  () => {
    it('the post opens with every word, the second visit’s too', async () => {
      const { user, view, release } = await leftWhileTheFirstSaveIsOut();
      await forwardTo(view, `${TITLE}, more`);
      await user.type(title(), ' again');
      await backAndLeave(user, view);

      release();
      await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
      await forwardTo(view, `${TITLE}, more again`);
      await atThePost(view);
      await savedAgainUpdatesIt(user, `${TITLE}, more again`);
    });
  },
);

/**
 * The first save keyed by the entry its editor was drawn at, for the editor's whole life: keyed by the entry of
 * the moment, it changed when the writer went Back from the publish form while its Publish was out, TanStack let
 * go of that save, and the editor could never save again (a review of 0065, before it landed).
 */
describe('Back from the publish form while its Publish is out', { timeout: 40_000 }, () => {
  it('the editor goes on as the post, and saves again', async () => {
    aNewPostReadyToPublish(adminSession._id, TITLE);
    allowConsoleError(/suspended inside an `act` scope/);
    const user = userEvent.setup();
    const view = renderApp('/', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
    await act(() => view.router.navigate('/editor'));
    await waitFor(() => expect(title()).toHaveValue(TITLE), SLOW);
    const release = holdAnswers(ENDPOINTS.createBlog);
    await publishFromTheForm(user);
    // Back to the writing stage (the same address) while the Publish is out, and a word more.
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('publish-form')).toBeNull(), SLOW);
    await user.type(title(), ', more');

    release();
    const post = await atThePost(view);
    expect(title()).toHaveValue(`${TITLE}, more`);
    // Published again from the form: the post is updated, no second one.
    await publishFromTheForm(user);
    await waitFor(
      () => expect(posts()).toEqual([expect.objectContaining({ title: `${TITLE}, more` })]),
      SLOW,
    );
    expect(posts()[0]!.blog_id).toBe(post.blog_id);
  });
});
