import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { microtasks, outsideAct } from '../../support/quick-hands';

/**
 * Fixed (decision 0060): home tag filter, two tags chosen in a row. On ?tag=tech, 'travel' then at once 'tech' again
 * (a change of mind) leaves the home unfiltered: the second click's handler is the render's before,
 * where tech was still the active tag, so it toggles tech *off* (tag-filter.tsx `selected`).
 */
describe('home tag filter at a quick hand', () => {
  outsideAct();
  it('travel then tech at once ends on tech', async () => {
    const view = renderApp('/?tag=tech');
    await screen.findByRole('heading', { level: 1, name: 'Blogs about tech' });
    screen.getByRole('button', { name: 'travel' }).click();
    await microtasks();
    expect(view.router.state.location.search).toBe('?tag=travel');
    screen.getByRole('button', { name: 'tech' }).click();
    await microtasks();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('travel'),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blogs about tech');
    expect(view.router.state.location.search).toBe('?tag=tech');
    expect(
      within(screen.getByRole('group', { name: 'Filter by topic' })).getByRole('button', {
        name: 'tech',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
