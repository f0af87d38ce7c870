import { screen, waitFor } from '@testing-library/react';
import { readerSession, renderApp } from '../../render-app';
import { microtasks, outsideAct } from '../../support/quick-hands';

/**
 * Fixed (decision 0060): notifications filter, a wrong filter corrected at once. 'like' then at once 'all' stays on
 * 'like': the second click runs `choose('all')` of the render before, whose `filter` is still 'all',
 * so `if (next === filter) return` drops it (notifications-page.tsx `choose`).
 */
describe('notification filters at a quick hand', () => {
  outsideAct();
  it('like then all at once ends on all', async () => {
    const view = renderApp('/dashboard/notifications', { user: readerSession });
    await screen.findByRole('heading', { name: /Recent Notifications/ });
    const group = () => screen.getByRole('group', { name: 'Show notifications' });
    group().querySelectorAll('button')[1]!.click(); // like
    await microtasks();
    expect(view.router.state.location.search).toBe('?filter=like');
    screen.getByRole('button', { name: 'all' }).click();
    await microtasks();
    await new Promise((r) => setTimeout(r, 100));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(view.router.state.location.search).toBe('');
  });
});
