import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readerSession, renderApp } from '../../render-app';

/** Issue 13, part 8: the small screens' dashboard and settings menu closes on Escape, like the user menu. */
describe('the small-screen dashboard and settings menu', () => {
  async function openMenu() {
    const user = userEvent.setup();
    renderApp('/dashboard/notifications', { user: readerSession });
    const toggle = await screen.findByRole('button', { name: 'Notifications', expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return { user, toggle };
  }

  it('closes on Escape from inside the menu and gives focus back to its toggle', async () => {
    const { user, toggle } = await openMenu();
    await user.tab();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard and settings' });
    expect(within(sidebar).getAllByRole('link')[0]).toHaveFocus();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on Escape on its toggle', async () => {
    const { user, toggle } = await openMenu();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
