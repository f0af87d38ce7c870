import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 30_000 });
const panel = () => screen.getByRole('tabpanel');
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));

/**
 * After Save Draft (or Publish) the dashboard's list the writer lands on is read before it shows (issue 29
 * item 11), and only that one (decision 0060): every Manage blogs list kept was read, an old search's results
 * too, which nothing would show.
 */
describe('Save Draft lands on Manage blogs without reading old search results', () => {
  it('reads no list of a search that was cleared', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/blogs', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    await within(panel()).findAllByRole('heading', { level: 2 });
    const box = () => screen.getByRole('searchbox', { name: 'Search your blogs' });
    await user.type(box(), 'the{Enter}');
    await settle();
    await user.click(screen.getByRole('tab', { name: 'Drafts' }));
    await settle();
    await user.clear(box());
    await settle();
    await user.click(within(panel()).getAllByRole('link', { name: /Edit/ })[0]!);
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Blog Title' })).not.toHaveValue(''),
      { timeout: 10_000 },
    );
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' }, { timeout: 10_000 });
    await settle();
    expect(log.count(ENDPOINTS.createBlog)).toBe(1);
    const oldSearch = [ENDPOINTS.userWrittenBlogs, ENDPOINTS.userWrittenBlogsCount].flatMap(
      (path) => log.bodies(path).filter((body) => (body as { query?: string }).query === 'the'),
    );
    expect(oldSearch).toEqual([]);
  });
});
