import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { seedUser } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

const admin = () => seedUser('amelia_hart');
const panel = () => screen.getByRole('tabpanel');
const items = () => within(panel()).queryAllByRole('listitem');

describe('Back to Manage blogs', () => {
  it('keeps the search the writer made when they come Back from a blog', async () => {
    const user = userEvent.setup();
    const target = store.db.blogs
      .filter((b) => b.author === admin()._id && !b.draft)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .at(-1)!;
    const word = target.title.split(' ').find((part) => part.length > 5)!;
    const view = renderApp('/dashboard/blogs', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    await within(panel()).findAllByRole('heading', { level: 2 });
    const box = screen.getByRole('searchbox', { name: 'Search your blogs' });
    await user.type(box, `${word}{Enter}`);
    const heading = await within(panel()).findByRole('heading', { name: target.title });
    const before = items().length;
    await user.click(within(heading).getByRole('link'));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/blog\//));
    await act(() => view.router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    await within(panel()).findAllByRole('heading', { level: 2 });
    expect(screen.getByRole('searchbox', { name: 'Search your blogs' })).toHaveValue(word);
    expect(items()).toHaveLength(before);
  });
});
