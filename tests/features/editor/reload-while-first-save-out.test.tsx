/**
 * A new post's first save, and a reload (or the tab closed and opened again) before its answer came: the answer
 * goes with the page, the work comes back from the copy as a new post, and its Save Draft made a second post
 * beside the one the first save had made (left by decisions 0053 and 0065). What the first save sent is now kept
 * beside the copy until a save answers, and the next save looks for the post it made first (decision 0066).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { LEAVE_TEXTS } from '@/features/editor/leave-guard';
import { copyKey, tabSession, writeCopy, writeSent } from '@/features/editor/local-copy';
import { COPY_TEXTS } from '@/features/editor/restored-notice';
import { EMPTY_DRAFT } from '@/features/editor/rules';
import { UNPUBLISH_CONFIRM, UNPUBLISH_TITLE } from '@/features/editor/unpublish-dialog';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { server, store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests } from '../../api/recorder';
import { allowConsoleError } from '../../support/console';
import { aNewPostReadyToPublish, publishFromTheForm } from '../../support/editor-stages';
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

/** A draft of the admin's on the server, and what a save that made it sent (at `at`, or as it was made). */
function anAdminDraft() {
  const made = store.db.blogs.find((blog) => blog.author === adminSession._id && blog.draft);
  if (!made) throw new Error('no seeded draft of the admin’s');
  const sentFor = (at = Date.parse(made.publishedAt)) => ({
    title: made.title,
    banner: made.banner,
    des: made.des,
    asDraft: true,
    at,
  });
  return { made, sentFor };
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
    const { made, sentFor } = anAdminDraft();
    const closed = copyKey(adminSession._id, null, 'closed-tab');
    writeCopy(closed, { ...EMPTY_DRAFT, title: made.title, banner: made.banner, des: made.des });
    writeSent(closed, sentFor());
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

/** What a review of decision 0066 found before it landed. */
describe('what the kept first save must not do', { timeout: 40_000 }, () => {
  let release: () => void = () => undefined;
  afterEach(() => release());

  it('a Publish out when the page went: Save Draft asks before taking that post off the site', async () => {
    aNewPostReadyToPublish(adminSession._id, TITLE);
    const user = userEvent.setup();
    const view = renderApp('/editor', { user: adminSession });
    await editorReady();
    await waitFor(() => expect(title()).toHaveValue(TITLE), SLOW);
    release = holdAnswers(ENDPOINTS.createBlog, (body) => !('id' in body));
    await publishFromTheForm(user);
    await waitFor(() => expect(posts()).toEqual([expect.objectContaining({ draft: false })]), SLOW);
    view.unmount();

    const again = renderApp('/editor', { user: adminSession });
    await editorReady();
    await waitFor(() => expect(title()).toHaveValue(TITLE), SLOW);
    const sent = sentFromNow();
    await user.click(saveDraft());
    const question = await screen.findByRole('dialog', { name: UNPUBLISH_TITLE }, SLOW);
    expect(await sent()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: UNPUBLISH_CONFIRM }));
    const [made] = posts();
    await waitFor(
      () => expect(again.router.state.location.pathname).toMatch(`/${made!.blog_id}`),
      SLOW,
    );
    expect(posts()).toEqual([expect.objectContaining({ draft: true })]);
  });

  it('a post of the same title made long after that save is not taken for its own', async () => {
    const { made, sentFor } = anAdminDraft();
    const own = copyKey(adminSession._id, null, tabSession());
    writeCopy(own, { ...EMPTY_DRAFT, title: made.title, banner: made.banner, des: made.des });
    // Sent two days before that draft was made.
    writeSent(own, sentFor(Date.parse(made.publishedAt) - 2 * 86_400_000));
    const before = store.db.blogs.length;
    const sent = sentFromNow();
    const user = userEvent.setup();
    renderApp('/editor', { user: adminSession });
    await editorReady();
    await waitFor(() => expect(title()).toHaveValue(made.title), SLOW);
    await user.click(saveDraft());
    await waitFor(() => expect(store.db.blogs.length).toBe(before + 1), SLOW);
    expect(await sent()).toEqual([expect.not.objectContaining({ id: expect.anything() })]);
  });

  // The empty editor's first copy write removes it (nothing unsaved: the copy and what was sent from it go).
  it('kept without its work (the copy never written), it goes: the next new post is its own', async () => {
    const { made, sentFor } = anAdminDraft();
    writeSent(copyKey(adminSession._id, null, tabSession()), sentFor());
    const sent = sentFromNow();
    const user = userEvent.setup();
    renderApp('/editor', { user: adminSession });
    // Typed at once, as the field shows (before an idle moment would write, or clear, a copy).
    await user.type(await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW), made.title);
    await editorReady();
    await user.click(saveDraft());
    await waitFor(async () => expect(await sent()).toHaveLength(1), SLOW);
    expect(await sent()).toEqual([expect.not.objectContaining({ id: expect.anything() })]);
  });
});

/**
 * A new post's save left out (Leave), a second new post begun from the navbar (another entry: 0065's Forward does
 * not apply), its earlier work discarded and other words saved: the first save's late answer moved the copy as
 * before, and took the second's record of what it sent with it, so a reload then made the second post twice.
 */
describe('an earlier new post’s late answer', { timeout: 40_000 }, () => {
  it('keeps what the next new post’s save sent', async () => {
    allowConsoleError(/suspended inside an `act` scope/);
    const user = userEvent.setup();
    const view = renderApp('/', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
    await act(() => view.router.navigate('/editor'));
    await editorReady();
    await user.type(title(), `${TITLE} A`);
    const releaseA = holdAnswers(ENDPOINTS.createBlog, (body) => body.title === `${TITLE} A`);
    await user.click(saveDraft());
    await user.type(title(), ' more');
    await act(() => view.router.navigate(-1));
    const leave = await screen.findByRole('dialog', { name: LEAVE_TEXTS.title }, SLOW);
    await user.click(within(leave).getByRole('button', { name: LEAVE_TEXTS.leave }));
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);

    // A new post from the navbar: this tab's copy (the first's) comes back, and is discarded.
    await act(() => view.router.navigate('/editor'));
    await editorReady();
    await waitFor(() => expect(title()).toHaveValue(`${TITLE} A more`), SLOW);
    await user.click(screen.getByRole('button', { name: COPY_TEXTS.discard }));
    const ask = await screen.findByRole('dialog', { name: COPY_TEXTS.discardTitle });
    await user.click(within(ask).getByRole('button', { name: COPY_TEXTS.discard }));
    await waitFor(() => expect(title()).toHaveValue(''), SLOW);
    await user.type(title(), `${TITLE} B`);
    const releaseB = holdAnswers(ENDPOINTS.createBlog, (body) => body.title === `${TITLE} B`);
    await user.click(saveDraft());
    await screen.findByText(SAVE_MESSAGES.savingDraft, undefined, SLOW);
    const sentB = () =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(STORAGE_KEYS.editorSent))
        .map((key) => (JSON.parse(localStorage.getItem(key)!) as { title: string }).title);
    expect(sentB()).toEqual([`${TITLE} B`]);

    releaseA();
    await waitFor(() => expect(posts().map((post) => post.title)).toContain(`${TITLE} A`), SLOW);
    // The first's answer has been taken in (its copy moved to its post).
    await waitFor(
      () =>
        expect(
          Object.keys(localStorage).some((key) =>
            key.includes(`:${posts().find((post) => post.title === `${TITLE} A`)!.blog_id}:`),
          ),
        ).toBe(true),
      SLOW,
    );
    expect(sentB()).toEqual([`${TITLE} B`]);
    releaseB();
  });
});
