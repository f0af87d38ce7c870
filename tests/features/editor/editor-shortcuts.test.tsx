import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { EDITOR_MESSAGES } from '@/features/editor/rules';
import { HELP_KEY_LABEL } from '@/features/editor/shortcuts-sheet';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { UNPUBLISH_CONFIRM } from '@/features/editor/unpublish-dialog';
import { server, store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

/**
 * Issue 17 item 1: the editor's keyboard, through the whole app in jsdom (Editor.js runs here too; the
 * Playwright suite e2e/editor-shortcuts.spec.ts drives the same keys in Chromium).
 */

/** Reading the editor, the request and the toast library: more than a second on a loaded machine. */
const SLOW = { timeout: 5_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

async function openEditor(url = '/editor') {
  const view = renderApp(url, { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: /Write a new blog|Edit blog/ }, SLOW);
  // Editor.js is ready: the loading note is gone (the first test downloads it: slower on a busy machine).
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
  return view;
}

/** Presses Ctrl+key on `target` as a browser would; answers false when the page prevented the default. */
const ctrl = (target: Element, key: string) =>
  fireEvent.keyDown(target, {
    key,
    code: key === 'Enter' ? 'Enter' : `Key${key.toUpperCase()}`,
    ctrlKey: true,
  });

/**
 * Holds every POST to `path` until the answer returned is called; the mock backend then answers as usual.
 */
function holdRequests(path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`*${path}`, async () => {
      await held;
      return undefined;
    }),
  );
  return () =>
    act(async () => {
      release();
      await held;
    });
}

// Editor.js starts in every test: give a loaded machine room.
describe('editor shortcuts', { timeout: 20_000 }, () => {
  it('Ctrl+S in the title saves a draft once, with the button’s body and toasts, and no browser dialog', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await openEditor();
    await user.type(title(), 'Saved from the keyboard');

    expect(ctrl(title(), 's')).toBe(false);

    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.createBlog)).toBe(1);
    await waitFor(() =>
      expect(requests.bodies(ENDPOINTS.createBlog)[0]).toMatchObject({
        title: 'Saved from the keyboard',
        draft: true,
        banner: '',
        des: '',
        tags: [],
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(router.state.location.pathname).toBe('/dashboard/blogs');
  });

  it('Ctrl+S (also Cmd+S) says the spec’s message without a title, and sends nothing', async () => {
    const requests = recordRequests();
    await openEditor();
    expect(fireEvent.keyDown(document.body, { key: 's', metaKey: true })).toBe(false);
    expect(await screen.findByText(EDITOR_MESSAGES.draftTitleRequired)).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.createBlog)).toBe(0);
  });

  it('ignores Ctrl+S and the Save Draft button while a save is on its way, but still keeps the browser out', async () => {
    const requests = recordRequests();
    const answer = holdRequests(ENDPOINTS.createBlog);
    const user = userEvent.setup();
    const { router } = await openEditor();
    await user.type(title(), 'Only once');

    // Three presses in a row, before the first has even read the editor.
    expect(ctrl(title(), 's')).toBe(false);
    expect(ctrl(title(), 's')).toBe(false);
    expect(ctrl(document.body, 's')).toBe(false);
    expect(await screen.findByText(SAVE_MESSAGES.savingDraft, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(requests.count(ENDPOINTS.createBlog)).toBe(1), SLOW);
    // While the request is out: the key, a held key's repeat and the busy button (aria-disabled, so that it
    // keeps the keyboard's focus) do nothing.
    expect(ctrl(title(), 's')).toBe(false);
    expect(
      fireEvent.keyDown(title(), { key: 's', code: 'KeyS', ctrlKey: true, repeat: true }),
    ).toBe(false);
    const busyButton = screen.getByRole('button', { name: 'Save Draft' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(busyButton);
    await answer();
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.createBlog)).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/blogs'), SLOW);
  });

  it('keeps the browser’s save dialog away while a blog is still loading, and saves once it has', async () => {
    const requests = recordRequests();
    const answer = holdRequests(ENDPOINTS.getBlog);
    renderApp(`/editor/${SEED_BLOG_IDS.everyBlock}`, { user: adminSession });
    expect(await screen.findByText('Loading the blog')).toBeInTheDocument();
    await waitFor(() => expect(requests.count(ENDPOINTS.getBlog)).toBe(1));

    // Ctrl+S and Cmd+S, wherever the focus is: taken from the browser, and nothing is sent.
    expect(ctrl(document.body, 's')).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'S', code: 'KeyS', metaKey: true })).toBe(false);
    expect(ctrl(document.documentElement, 's')).toBe(false);
    // Only that key: the rest go on as usual.
    expect(ctrl(document.body, 'Enter')).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: '?' })).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    expect(requests.count(ENDPOINTS.createBlog)).toBe(0);

    await answer();
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    expect(screen.queryByText('Loading the blog')).not.toBeInTheDocument();
    // Loaded, the same key saves the blog as a draft, once (a published blog: once the author confirms
    // taking it off the site, issue 25).
    expect(ctrl(title(), 's')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: UNPUBLISH_CONFIRM }, SLOW));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.createBlog)).toBe(1);
  });

  it('Ctrl+Enter follows the Publish button’s rules: the banner first, then the publish stage', async () => {
    await openEditor();
    expect(ctrl(title(), 'Enter')).toBe(false);
    expect(await screen.findByText(EDITOR_MESSAGES.bannerRequired)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('Ctrl+Enter opens the publish stage of a blog that can be published; Ctrl+S there saves it as a draft', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await openEditor(`/editor/${SEED_BLOG_IDS.everyBlock}`);
    await waitFor(() => expect(title()).not.toHaveValue(''));
    // From inside Editor.js (jsdom does not reflect its contentEditable, hence the class).
    const paragraph = document.querySelector('.codex-editor .ce-paragraph')!;
    expect(ctrl(paragraph, 'Enter')).toBe(false);
    const preview = await screen.findByRole('heading', { level: 1, name: 'Preview' });
    // Focus moves to the stage's heading once it has mounted.
    await waitFor(() => expect(preview).toHaveFocus());

    // The form's code arrives a moment after the stage (publish-form-loader.tsx).
    const des = await screen.findByRole('textbox', { name: 'Short description about your blog' });
    await user.clear(des);
    await user.type(des, 'Kept by Ctrl+S');
    expect(ctrl(des, 's')).toBe(false);
    // The blog is published: saving it as a draft is confirmed first (issue 25).
    await user.click(await screen.findByRole('button', { name: UNPUBLISH_CONFIRM }, SLOW));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.bodies(ENDPOINTS.createBlog)[0]).toMatchObject({
        id: SEED_BLOG_IDS.everyBlock,
        des: 'Kept by Ctrl+S',
        draft: true,
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
  });

  /** The admin's draft, able to be published (it has its banner), open at the publish form. */
  async function draftAtPublishForm() {
    const draft = store.db.blogs.find((blog) => blog.blog_id === SEED_BLOG_IDS.adminDraft)!;
    draft.banner = '/mock-uploads/banner.png';
    draft.tags = ['conferences'];
    const view = await openEditor(`/editor/${SEED_BLOG_IDS.adminDraft}`);
    await waitFor(() => expect(title()).not.toHaveValue(''));
    const paragraph = await waitFor(
      () =>
        document.querySelector('.codex-editor .ce-paragraph') ?? Promise.reject(new Error('none')),
      SLOW,
    );
    expect(ctrl(paragraph, 'Enter')).toBe(false);
    await screen.findByRole('textbox', { name: /^Topics/ }, SLOW);
    return view;
  }

  // A draft is saved at once, and the save leaves for Manage blogs: what a topic's field still held would be
  // lost with the form.
  it('Ctrl+S in the publish form keeps a topic typed without Enter', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await draftAtPublishForm();
    const field = screen.getByRole('textbox', { name: /^Topics/ });
    await user.type(field, 'accessibility');
    expect(ctrl(field, 's')).toBe(false);
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    expect(requests.bodies(ENDPOINTS.createBlog)).toEqual([
      expect.objectContaining({ tags: ['conferences', 'accessibility'], draft: true }),
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
  });

  it('Ctrl+S in the publish form keeps a topic being edited in place', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await draftAtPublishForm();
    const edited = screen.getByRole('textbox', { name: 'Edit topic conferences' });
    await user.clear(edited);
    await user.type(edited, 'meetups');
    expect(ctrl(edited, 's')).toBe(false);
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    expect(requests.bodies(ENDPOINTS.createBlog)).toEqual([
      expect.objectContaining({ tags: ['meetups'], draft: true }),
    ]);
  });
});

describe('the shortcuts sheet', { timeout: 20_000 }, () => {
  it("'?' in a text field is a question mark, not a request for help", async () => {
    const user = userEvent.setup();
    await openEditor();
    await user.type(title(), 'Why?');
    expect(title()).toHaveValue('Why?');
    expect(fireEvent.keyDown(title(), { key: '?' })).toBe(true);
    // Editor.js's blocks are contenteditable (tests/features/editor/editor-keys.test.ts; in Chromium,
    // e2e/editor-shortcuts.spec.ts).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });

  it("'?' elsewhere opens it with every shortcut; Escape closes it and focus goes back", async () => {
    await openEditor();
    const save = screen.getByRole('button', { name: 'Save Draft' });
    save.focus();
    expect(fireEvent.keyDown(save, { key: '?' })).toBe(false);
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Close keyboard shortcuts' })).toHaveFocus(),
    );

    // Each row: what it does, then its keys (Ctrl here: jsdom is not a Mac).
    const rows = within(sheet)
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Save as a draft = CtrlS',
      'Go on to publishing = CtrlEnter',
      'Show these shortcuts (outside a text field) = ?',
      'Undo = CtrlZ',
      'Redo = CtrlShiftZorCtrlY',
      'Open the block menu, on an empty line = /',
      'Move through the block menu = ↓or↑orTaborShiftTab',
      'Add the chosen block = Enter',
      'Close the menu = Esc',
      'Block settings: move, delete, image options = Ctrl/',
      'Nest a list item, or lift it back out = TaborShiftTab',
      'Bold = CtrlB',
      'Italic = CtrlI',
      'Link = CtrlK',
      'Marker = CtrlShiftM',
      'Inline code = CtrlShiftC',
      // Issue 25 item 2: markdown typed as in Ghost.
      'Heading = ##Space',
      'Smaller heading = ###Space',
      'Bulleted list = -Spaceor*Space',
      'Numbered list = 1.Space',
      'Quote = >Space',
      'Code block = ```',
      'Divider = ---',
      'Bold = **bold**',
      'Italic = _italic_',
      'Inline code = `code`',
      'Marker = ==marked==',
    ]);
    expect(sheet).toHaveTextContent(
      'Paste a link from YouTube, Vimeo, Spotify, Instagram or CodePen on an empty line',
    );

    fireEvent.keyDown(within(sheet).getByRole('button', { name: 'Close keyboard shortcuts' }), {
      key: 'Escape',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(save).toHaveFocus());
  });

  it("'?' alone can be turned off in the sheet (WCAG 2.1.4), and stays off; the buttons still open it", async () => {
    const user = userEvent.setup();
    await openEditor();
    const help = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await user.click(help);
    let sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const choice = within(sheet).getByRole('checkbox', { name: HELP_KEY_LABEL });
    expect(choice).toBeChecked();
    await user.click(choice);
    expect(choice).not.toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Close keyboard shortcuts' }));

    const save = screen.getByRole('button', { name: 'Save Draft' });
    save.focus();
    // The key is left alone: not taken, and no list.
    expect(fireEvent.keyDown(save, { key: '?' })).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();

    await user.click(help);
    sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByRole('checkbox', { name: HELP_KEY_LABEL })).not.toBeChecked();
  });

  it('opens from the help buttons and closes with its own button, giving focus back', async () => {
    const user = userEvent.setup();
    await openEditor();
    const help = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await user.click(help);
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.click(within(sheet).getByRole('button', { name: 'Close keyboard shortcuts' }));
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await waitFor(() => expect(help).toHaveFocus());

    const below = screen.getByRole('button', { name: 'All keyboard shortcuts' });
    await user.click(below);
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
