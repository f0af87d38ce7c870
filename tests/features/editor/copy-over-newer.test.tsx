import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { COPY_TEXTS } from '@/features/editor/restored-notice';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';

/**
 * A tab's unsaved changes come back when the blog is opened again (the local copy). If the blog has been saved
 * elsewhere meanwhile (another tab, another device), saving the copy would replace that newer version: the
 * notice says so, instead of only that the changes were restored.
 */

const SLOW = { timeout: 10_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });
const url = `/editor/${SEED_BLOG_IDS.adminDraft}`;

/** Opens the draft, types on to its title, and leaves it with the change unsaved (kept in the copy). */
async function leaveAChange() {
  const user = userEvent.setup();
  const view = renderApp(url, { user: adminSession });
  await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
  await user.type(title(), ' with a change');
  await waitFor(
    () =>
      expect(Object.keys(localStorage).some((key) => key.startsWith(STORAGE_KEYS.editorCopy))).toBe(
        true,
      ),
    SLOW,
  );
  const typed = (title() as HTMLInputElement).value;
  view.unmount();
  return typed;
}

async function reopen(typed: string) {
  renderApp(url, { user: adminSession });
  await waitFor(() => expect(title()).toHaveValue(typed), SLOW);
  return screen.getByTestId('restored-notice');
}

describe('a copy restored over the saved blog', { timeout: 20_000 }, () => {
  it('is only said to be restored while the saved blog is the one it was written over', async () => {
    const typed = await leaveAChange();
    const notice = await reopen(typed);
    expect(notice).toHaveTextContent(/We restored the changes you had not saved/);
    expect(notice).not.toHaveTextContent(COPY_TEXTS.replacedSince);
  });

  it('says the blog was saved elsewhere since, when it was', async () => {
    const typed = await leaveAChange();
    const blog = store.db.blogs.find((item) => item.blog_id === SEED_BLOG_IDS.adminDraft);
    if (!blog) throw new Error('no seeded draft');
    blog.des = 'Rewritten on a phone meanwhile.';
    const notice = await reopen(typed);
    expect(notice).toHaveTextContent(/We restored the changes you had not saved/);
    expect(notice).toHaveTextContent(COPY_TEXTS.replacedSince);
  });
});
