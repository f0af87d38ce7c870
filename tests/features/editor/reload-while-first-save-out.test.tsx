/**
 * A new post's first save, and a reload (or the tab closed and opened again) before its answer came: the answer
 * goes with the page, the work comes back from the copy as a new post, and its Save Draft made a second post
 * beside the one the first save had made (left by decisions 0053 and 0065). What the first save sent is now kept
 * beside the copy until a save answers, and the next save looks for the post it made first (decision 0066).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { copyKey, writeCopy, writeSent } from '@/features/editor/local-copy';
import { COPY_TEXTS } from '@/features/editor/restored-notice';
import { EMPTY_DRAFT } from '@/features/editor/rules';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { server, store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests } from '../../api/recorder';
import { holdAnswers } from '../../support/held-answers';

const SLOW = { timeout: 10_000 };
const TITLE = 'Written before a reload';
const title = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Blog Title' });
const posts = () => store.db.blogs.filter((blog) => blog.title.startsWith(TITLE));
const saveDraft = () => screen.getByRole('button', { name: 'Save Draft' });

async function editorReady() {
  await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW);
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
}

/** A new post with a title, its Save Draft sent (its answer kept from the page by `hold`), then a reload. */
async function reloadedWhileTheFirstSaveIsOut(hold: () => void) {
  const user = userEvent.setup();
  const view = renderApp('/editor', { user: adminSession });
  await editorReady();
  await user.type(title(), TITLE);
  hold();
  await user.click(saveDraft());
  await screen.findByText(SAVE_MESSAGES.savingDraft, undefined, SLOW);
  view.unmount();
  const again = renderApp('/editor', { user: adminSession });
  await editorReady();
  await waitFor(() => expect(title()).toHaveValue(TITLE), SLOW);
  return { user, view: again };
}

/** The create-blog requests the server receives from now on, by their bodies. */
function sentFromNow() {
  const recorder = recordRequests();
  stops.push(recorder.stop);
  return async () =>
    (await recorder.settled())
      .filter((request) => request.path.endsWith(ENDPOINTS.createBlog))
      .map((request) => request.body);
}
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('a reload while a new post’s first save is out', { timeout: 40_000 }, () => {
  let release: () => void = () => undefined;
  afterEach(() => {
    release();
  });

  it('the server made the post: Save Draft updates it, and the editor goes on as it', async () => {
    const { user, view } = await reloadedWhileTheFirstSaveIsOut(() => {
      release = holdAnswers(ENDPOINTS.createBlog, (body) => !('id' in body));
    });
    expect(posts()).toHaveLength(1);
    const [made] = posts();
    const sent = sentFromNow();
    await user.type(title(), ', and more');
    await user.click(saveDraft());

    await waitFor(
      () => expect(view.router.state.location.pathname).toBe(`/editor/${made!.blog_id}`),
      SLOW,
    );
    expect(posts()).toEqual([expect.objectContaining({ title: `${TITLE}, and more` })]);
    expect(await sent()).toEqual([expect.objectContaining({ id: made!.blog_id, draft: true })]);
  });

  it('the server never had it: Save Draft makes the one post', async () => {
    const { user, view } = await reloadedWhileTheFirstSaveIsOut(() =>
      server.use(
        http.post(`*${ENDPOINTS.createBlog}`, () => new Promise<never>(() => undefined), {
          once: true,
        }),
      ),
    );
    expect(posts()).toHaveLength(0);
    await user.click(saveDraft());

    await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
    await waitFor(
      () => expect(view.router.state.location.pathname).toBe(`/editor/${posts()[0]!.blog_id}`),
      SLOW,
    );
    // Answered, nothing of it is kept in mind any more.
    expect(
      Object.keys(localStorage).filter((key) => key.startsWith(STORAGE_KEYS.editorSent)),
    ).toEqual([]);
  });

  it('unable to look for it, nothing is sent; once the server answers, the post made is updated', async () => {
    const { user, view } = await reloadedWhileTheFirstSaveIsOut(() => {
      release = holdAnswers(ENDPOINTS.createBlog, (body) => !('id' in body));
    });
    const [made] = posts();
    server.use(
      http.post(
        `*${ENDPOINTS.userWrittenBlogs}`,
        () => HttpResponse.json({ error: 'The list is resting' }, { status: 500 }),
        { once: true },
      ),
    );
    const sent = sentFromNow();
    await user.click(saveDraft());
    await screen.findByText('The list is resting', undefined, SLOW);
    expect(await sent()).toEqual([]);
    expect(title()).toHaveValue(TITLE);

    await user.click(saveDraft());
    await waitFor(
      () => expect(view.router.state.location.pathname).toBe(`/editor/${made!.blog_id}`),
      SLOW,
    );
    expect(posts()).toHaveLength(1);
    expect(await sent()).toEqual([expect.objectContaining({ id: made!.blog_id })]);
  });
});

/**
 * The tab closed while the save was out: its copy is offered in the next tab that opens a new post, and what the
 * save sent goes with it when it is opened there.
 */
describe('a tab closed while a new post’s first save was out', { timeout: 40_000 }, () => {
  it('its copy, opened in another tab, saves as the post that save made', async () => {
    const made = store.db.blogs.find((blog) => blog.author === adminSession._id && blog.draft);
    if (!made) throw new Error('no seeded draft of the admin’s');
    const closed = copyKey(adminSession._id, null, 'closed-tab');
    writeCopy(closed, { ...EMPTY_DRAFT, title: made.title, banner: made.banner, des: made.des });
    writeSent(closed, {
      title: made.title,
      banner: made.banner,
      des: made.des,
      asDraft: true,
      at: Date.parse(made.publishedAt),
    });
    const sent = sentFromNow();
    const user = userEvent.setup();
    const view = renderApp('/editor', { user: adminSession });
    await editorReady();
    await user.click(await screen.findByRole('button', { name: COPY_TEXTS.open }, SLOW));
    await waitFor(() => expect(title()).toHaveValue(made.title), SLOW);
    await user.click(saveDraft());

    await waitFor(
      () => expect(view.router.state.location.pathname).toBe(`/editor/${made.blog_id}`),
      SLOW,
    );
    expect(await sent()).toEqual([expect.objectContaining({ id: made.blog_id })]);
  });
});
