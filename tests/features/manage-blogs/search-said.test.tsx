import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANAGE_TEXTS } from '@/features/manage-blogs/my-blog-list';
import { store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { seedUser } from '../../support/sign-in-as';

/**
 * Manage blogs' search results, said to a screen reader (left by docs/decisions/0059, which did it for
 * Notifications' filters): a live region added with its words already in it is often not read out, so the
 * regions that say what a search brought ('Showing 2 of 2 published blogs', 'No published blogs') stay on the
 * page while the list is read again, and their words change.
 */
vi.setConfig({ testTimeout: 20_000 });

/** The live regions on the page now (the toaster's apart). */
const liveRegions = () =>
  [...document.querySelectorAll<HTMLElement>('[aria-live="polite"], [role="status"]')].filter(
    (node) => !node.closest('[data-toaster]'),
  );
const panel = () => screen.getByRole('tabpanel');
const searchBox = () => screen.getByRole('searchbox', { name: 'Search your blogs' });

async function openManage() {
  const user = userEvent.setup();
  renderApp('/dashboard/blogs', { user: adminSession });
  await within(await screen.findByRole('tabpanel')).findAllByRole('listitem');
  await screen.findByText(/^Showing \d+ of \d+ published blogs$/);
  return user;
}

describe('a search in Manage blogs, said to a screen reader', () => {
  it('by the progress line’s region, kept on the page while the list is read again', async () => {
    const amelia = seedUser('amelia_hart');
    const title = store.db.blogs.find((blog) => blog.author === amelia._id && !blog.draft)!.title;
    const word = title.split(' ').find((each) => each.length > 4)!;
    const user = await openManage();
    const before = liveRegions();
    await user.type(searchBox(), `${word}{Enter}`);
    await waitFor(() =>
      expect(within(panel()).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(word),
    );
    await waitFor(() =>
      expect(
        before.some(
          (node) =>
            node.isConnected && /^Showing \d+ of \d+ published blogs$/.test(node.textContent ?? ''),
        ),
      ).toBe(true),
    );
  });

  it('says when a search finds nothing, in a region that was there before', async () => {
    const user = await openManage();
    const before = liveRegions();
    await user.type(searchBox(), 'zzqx-nothing-like-it{Enter}');
    await within(panel()).findByText(MANAGE_TEXTS.noPublished);
    expect(
      before.some((node) => node.isConnected && node.textContent === MANAGE_TEXTS.noPublished),
    ).toBe(true);
  });
});
