import { screen, waitFor, within } from '@testing-library/react';
import { adminSession, renderApp } from '../../render-app';
import { microtasks, outsideAct, typeValue } from '../../support/quick-hands';

/**
 * A tab pressed and the search box cleared at once (CI, stop 47: the Drafts tab came back). The router
 * drew a navigation as a transition, which a busy browser draws a moment later; the box's change that came
 * first read the address of the render before, and wrote the old tab back with the cleared search
 * (decision 0060). The events are the browser's own, outside `act` (tests/support/quick-hands.ts).
 */
const panel = () => screen.getByRole('tabpanel');

describe('Manage blogs at a quick hand (CI, stop 47)', () => {
  outsideAct();

  it('a tab pressed, then the box cleared at once, keeps the tab pressed', async () => {
    const view = renderApp('/dashboard/blogs?tab=draft&q=the', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search your blogs' });
    expect(box).toHaveValue('the');
    screen.getByRole('tab', { name: 'Published Blogs' }).click();
    await microtasks();
    typeValue(box, '');
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Published Blogs' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await within(panel()).findAllByText(/^Published on/);
    expect(view.router.state.location.search).toBe('');
  });

  it('the box cleared, then a tab pressed at once, keeps the search cleared', async () => {
    const view = renderApp('/dashboard/blogs?q=the', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search your blogs' });
    typeValue(box, '');
    await microtasks();
    screen.getByRole('tab', { name: 'Drafts' }).click();
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=draft'));
    await within(panel()).findAllByText(/^0\d$/);
    expect(view.router.state.location.search).toBe('?tab=draft');
    expect(box).toHaveValue('');
  });
});
