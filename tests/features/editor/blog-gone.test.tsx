import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { GONE_TEXTS } from '@/features/editor/gone-copies';
import { COPY_TEXTS } from '@/features/editor/restored-notice';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { answerAsFamily } from '../../support/family-server';
import { adminSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests } from '../../support/sign-in-as';

/**
 * A blog deleted while its writer still has changes to it (another tab, another device: docs/decisions/0054).
 * Saving must not drop the changes as if saved: SPEC's server refuses the edit (404), and the family's servers
 * answer it 200 while storing nothing. Opening the deleted blog again must not hide the changes this browser
 * kept behind the not-found page.
 */

const SLOW = { timeout: 10_000 };
const BLOG = SEED_BLOG_IDS.adminDraft;
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });
const copyKeys = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(STORAGE_KEYS.editorCopy));
const deleteOnServer = () => {
  store.db.blogs = store.db.blogs.filter((blog) => blog.blog_id !== BLOG);
};
const titled = (text: string) => store.db.blogs.filter((blog) => blog.title === text);

/** Opens the seeded draft and types on to its title; answers the title as typed. */
async function typeAChange() {
  const user = userEvent.setup();
  const view = renderApp(`/editor/${BLOG}`, { user: adminSession });
  await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
  await user.type(title(), ' kept safe');
  await waitFor(() => expect(copyKeys()).toHaveLength(1), SLOW);
  return { user, view, typed: (title() as HTMLInputElement).value };
}

describe('saving a blog deleted meanwhile', { timeout: 20_000 }, () => {
  async function saveFindsItGone() {
    const { user, view, typed } = await typeAChange();
    deleteOnServer();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.gone, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(COPY_TEXTS.gone)).toBeInTheDocument();
    expect(screen.queryByText(SAVE_MESSAGES.savedDraft)).not.toBeInTheDocument();
    // The work is where it was: in the editor, and in this browser's copy.
    expect(title()).toHaveValue(typed);
    expect(view.router.state.location.pathname).toBe(`/editor/${BLOG}`);
    expect(copyKeys()).toHaveLength(1);
    expect(titled(typed)).toHaveLength(0);
    // The next save makes it a new draft, which the dashboard's Drafts then shows.
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=draft'), SLOW);
    const made = titled(typed);
    expect(made).toHaveLength(1);
    expect(made[0]?.blog_id).not.toBe(BLOG);
    expect(made[0]?.draft).toBe(true);
    expect(copyKeys()).toHaveLength(0);
  }

  it('is refused by SPEC’s server: the editor says so and keeps the work', saveFindsItGone);

  it('is answered as saved by the family’s servers, which stored nothing: the editor reads the blog back and says so', async () => {
    answerAsFamily('/create-blog');
    await saveFindsItGone();
  });

  it('still saves a blog that is there, as one edit', async () => {
    answerAsFamily('/create-blog');
    const { user, view, typed } = await typeAChange();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(titled(typed).map((blog) => blog.blog_id)).toEqual([BLOG]);
    expect(screen.queryByText(SAVE_MESSAGES.gone)).not.toBeInTheDocument();
  });
});

describe('opening a blog deleted meanwhile', { timeout: 20_000 }, () => {
  async function leaveItAndReopen() {
    const { view, typed } = await typeAChange();
    view.unmount();
    deleteOnServer();
    const user = userEvent.setup();
    const reopened = renderApp(`/editor/${BLOG}`, { user: adminSession });
    const heading = await screen.findByRole('heading', { name: GONE_TEXTS.heading }, SLOW);
    return { user, router: reopened.router, typed, heading };
  }

  it('offers the changes this browser kept, and opens them as a new blog', async () => {
    const { user, router, typed } = await leaveItAndReopen();
    expect(screen.getByText(typed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: GONE_TEXTS.open }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'), SLOW);
    await waitFor(() => expect(title()).toHaveValue(typed), SLOW);
    expect(screen.getByTestId('restored-notice')).toHaveTextContent(
      /We restored the changes you had not saved/,
    );
    // Saved, it is a new blog.
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(titled(typed)).toHaveLength(1);
    expect(copyKeys()).toHaveLength(0);
  });

  it('discards them only once asked, then shows the not-found page', async () => {
    const { user, router } = await leaveItAndReopen();
    await user.click(screen.getByRole('button', { name: GONE_TEXTS.discard }));
    const dialog = await screen.findByRole('dialog', { name: COPY_TEXTS.discardTitle });
    await user.click(within(dialog).getByRole('button', { name: COPY_TEXTS.keep }));
    expect(copyKeys()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: GONE_TEXTS.discard }));
    const again = await screen.findByRole('dialog', { name: COPY_TEXTS.discardTitle });
    await user.click(within(again).getByRole('button', { name: GONE_TEXTS.discard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), SLOW);
    expect(copyKeys()).toHaveLength(0);
  });

  it('without kept changes, is the not-found page', async () => {
    deleteOnServer();
    const { router } = renderApp(`/editor/${BLOG}`, { user: adminSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), SLOW);
  });
});

/**
 * Saved as a new blog while the writer types on: the editor went on as the new blog by being drawn again for
 * it, read from the server, and keys pressed in that moment were lost, with the caret and the undo history
 * (0062 left it; decision 0063). The same editor goes on now, as a new post's does after its first save.
 */
describe('a blog deleted meanwhile, saved as a new one while the writer types on', () => {
  it('the same editor goes on as the new blog, with every key', { timeout: 30_000 }, async () => {
    const requests = recordRequests();
    const { user, view } = await typeAChange();
    deleteOnServer();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.gone, {}, SLOW)).toBeInTheDocument();
    const field = title();
    const release = holdAnswers(ENDPOINTS.createBlog);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await user.type(field, ' and typed on');
    const reads = requests.count(ENDPOINTS.getBlog);
    release();
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    const made = store.db.blogs.filter(
      (blog) => blog.blog_id !== BLOG && blog.title.endsWith(' kept safe'),
    );
    expect(made).toHaveLength(1);
    const { blog_id: madeId, title: sent } = made[0]!;
    await waitFor(
      () => expect(view.router.state.location.pathname).toBe(`/editor/${madeId}`),
      SLOW,
    );
    await user.type(title(), '!');
    // Never drawn again, never read back: the field holds every key.
    expect(title()).toBe(field);
    expect(field).toHaveValue(`${sent} and typed on!`);
    expect(requests.count(ENDPOINTS.getBlog)).toBe(reads);
    expect(screen.queryByText(COPY_TEXTS.gone)).not.toBeInTheDocument();
    // Saving again updates the new blog: no third one.
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(store.db.blogs.find((blog) => blog.blog_id === madeId)?.title).toBe(
      `${sent} and typed on!`,
    );
    expect(store.db.blogs.filter((blog) => blog.title.includes(' kept safe'))).toHaveLength(1);
  });
});
