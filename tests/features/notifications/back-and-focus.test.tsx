import { act, screen, waitFor, within } from '@testing-library/react';
import { items, openNotifications } from '../../support/notifications-page';

vi.setConfig({ testTimeout: 20_000 });

const filterButton = (name: string) => screen.getByRole('button', { name });

describe('focus after a delete on Notifications (WCAG 2.4.3)', () => {
  it('goes to the item that takes a deleted notification’s place', async () => {
    const { user } = await openNotifications();
    const index = items().findIndex((el) =>
      within(el).queryByRole('button', { name: /^Delete the/ }),
    );
    const item = items()[index]!;
    const next = items()[index + 1]!;
    await user.click(within(item).getByRole('button', { name: /^Delete the/ }));
    await waitFor(() => expect(items()).not.toContain(item));
    expect(next).toContainElement(document.activeElement as HTMLElement);
  });

  it('goes to Reply once the reply sent from a notification is deleted', async () => {
    const { user } = await openNotifications();
    await user.click(filterButton('comment'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    await user.type(within(item).getByRole('textbox'), 'A reply to delete');
    await user.keyboard('{Tab}{Enter}');
    await within(item).findByText('A reply to delete');
    await user.click(within(item).getByRole('button', { name: 'Delete your reply' }));
    await waitFor(() => expect(within(item).queryByText('A reply to delete')).toBeNull());
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: /^Reply to/ })).toHaveFocus(),
    );
  });
});

describe('Back to Notifications', () => {
  it('shows the filter the reader had chosen, from the address', async () => {
    const { user, view } = await openNotifications();
    await user.click(filterButton('comment'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
    expect(view.router.state.location.search).toBe('?filter=comment');
    const blogLink = within(items()[0]!).getAllByRole('link').at(-1)!;
    await user.click(blogLink);
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/blog\//));
    await act(() => view.router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Recent Notifications' });
    expect(filterButton('comment')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
  });
});
