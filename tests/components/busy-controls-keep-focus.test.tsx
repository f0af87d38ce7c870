import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { MANAGE_TEXTS } from '@/features/manage-blogs/my-blog-list';
import { faults, server, store } from '@/mocks/node';
import { adminSession, renderApp } from '../render-app';
import { allowConsoleError } from '../support/console';
import { items, openNotifications } from '../support/notifications-page';
import { seedUser, signInAs } from '../support/sign-in-as';

/**
 * A button pressed from the keyboard keeps the focus while its work is out (docs/decisions/0059): a browser
 * blurs a focused control that turns `disabled`, and the focus falls to <body> (out of a modal, too). Busy
 * buttons say so with aria-disabled and aria-busy instead, and ignore a press meanwhile. jsdom does not blur a
 * disabled button, so these check the button stays enabled while busy, as busy-buttons-keep-focus.test.tsx
 * does for the account forms. A failed delete in the dialog is said at once (an alert).
 */
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 5_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

const admin = () => seedUser('amelia_hart');
const ownBlogs = (draft: boolean) =>
  store.db.blogs
    .filter((blog) => blog.author === admin()._id && blog.draft === draft)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const panel = () => screen.getByRole('tabpanel');

async function openManage() {
  renderApp('/dashboard/blogs', { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
}

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

describe('Manage blogs: deleting', () => {
  it('confirm Delete keeps keyboard focus while the delete is out (not `disabled` while focused)', async () => {
    faults.set(ENDPOINTS.deleteBlog, { kind: 'delay', ms: 400 }, 1);
    const user = userEvent.setup();
    const victim = ownBlogs(false)[0]!;
    await openManage();
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    confirm.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    // A browser blurs a focused control that turns `disabled`: focus falls out of the modal to <body>.
    expect(confirm).toHaveFocus();
    expect(confirm).toBeEnabled();
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('a failed delete is announced to a screen reader (live region), not only swapped into the description', async () => {
    allowConsoleError(/Deleting the blog failed/);
    server.use(
      http.post(`*${ENDPOINTS.deleteBlog}`, () =>
        HttpResponse.json({ error: 'Nope' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const victim = ownBlogs(false)[0]!;
    await openManage();
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MANAGE_TEXTS.deleteFailed);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});

describe('a profile: Follow', () => {
  it('Follow keeps keyboard focus while the follow is out (not `disabled` while focused)', async () => {
    faults.set(ENDPOINTS.followUser, { kind: 'delay', ms: 400 }, 1);
    const session = await signInAs('reader');
    renderApp('/user/zara_ahmed', { user: session });
    await screen.findByRole('heading', {
      level: 1,
      name: seedUser('zara_ahmed').personal_info.fullname,
    });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Follow' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    // And once done, the toggled button still has focus.
    const unfollow = await screen.findByRole('button', { name: 'Unfollow' });
    await waitFor(() => expect(unfollow).not.toHaveAttribute('aria-busy', 'true'));
    expect(unfollow).toHaveFocus();
  });
});

describe('Notifications: Delete', () => {
  it('Delete on a notification keeps keyboard focus while the delete is out (not `disabled` while focused)', async () => {
    faults.set(ENDPOINTS.deleteComment, { kind: 'delay', ms: 400 }, 1);
    const { user } = await openNotifications();
    const card = items().find((article) =>
      within(article).queryByRole('button', { name: /^Delete the comment by/ }),
    )!;
    expect(card).toBeDefined();
    const button = within(card).getByRole('button', { name: /^Delete the comment by/ });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveTextContent('Deleting…'));
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    await waitFor(() => expect(card).not.toBeInTheDocument());
  });
});

describe('the editor: Save Draft', () => {
  it('Save Draft pressed from the keyboard keeps focus while the save is out (not `disabled` while focused)', async () => {
    const answer = holdRequests(ENDPOINTS.createBlog);
    const user = userEvent.setup();
    renderApp('/editor', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: /Write a new blog/ }, SLOW);
    await waitFor(
      () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
      SLOW,
    );
    await user.type(title(), 'Kept focus');
    const button = screen.getByRole('button', { name: 'Save Draft' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Saving Draft....')).toBeInTheDocument(), SLOW);
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    await answer();
  });
});
