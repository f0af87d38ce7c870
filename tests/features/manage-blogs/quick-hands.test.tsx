import { screen, waitFor, within } from '@testing-library/react';
import { adminSession, renderApp } from '../../render-app';

/**
 * A tab pressed and the search box cleared at once (CI, stop 47: the Drafts tab came back). The router
 * renders a navigation as a transition, which a busy browser draws a moment later; the box's change that
 * came first read the address of the render before, and wrote the old tab back with the cleared search.
 * Here the events are the browser's own, outside `act`, so React draws when it would in a browser: the
 * second event comes after the router has moved but before React's scheduled render.
 */
const panel = () => screen.getByRole('tabpanel');

/** Lets the router's navigation run (its promises), but not React's scheduled render (a task). */
async function microtasks() {
  for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
}

/** A person's edit of the box, as the browser sends it (no `act` around it). */
function clear(box: HTMLInputElement) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, '');
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('Manage blogs at a quick hand (CI, stop 47)', () => {
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('a tab pressed, then the box cleared at once, keeps the tab pressed', async () => {
    const view = renderApp('/dashboard/blogs?tab=draft&q=the', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search your blogs' });
    expect(box).toHaveValue('the');
    screen.getByRole('tab', { name: 'Published Blogs' }).click();
    await microtasks();
    clear(box);
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
    clear(box);
    await microtasks();
    screen.getByRole('tab', { name: 'Drafts' }).click();
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=draft'));
    await within(panel()).findAllByText(/^0\d$/);
    expect(view.router.state.location.search).toBe('?tab=draft');
    expect(box).toHaveValue('');
  });
});
