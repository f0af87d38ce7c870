import { screen, waitFor } from '@testing-library/react';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';
import { microtasks, outsideAct } from '../../support/quick-hands';

/**
 * Publish pressed twice in the editor, the second as soon as the address has moved to the publish stage and
 * before the form is drawn: it pushed a second publish entry, so Back (and the form's ×, which goes back
 * one entry) left the form open (decision 0060). Opening the form is drawn before the first press ends.
 */
const SLOW = { timeout: 10_000 };

describe('the editor at a quick hand', () => {
  outsideAct();

  it('Publish twice, then Back once, is back in the editor', async () => {
    const view = renderApp(`/editor/${SEED_BLOG_IDS.everyBlock}`, { user: adminSession });
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Blog Title' })).not.toHaveValue(''),
      SLOW,
    );
    await waitFor(
      () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
      SLOW,
    );
    const publish = screen.getByRole('button', { name: 'Publish' });
    const second = new Promise<void>((resolve) => {
      const stop = view.router.subscribe((state) => {
        if ((state.location.state as { stage?: string } | null)?.stage !== 'publish') return;
        stop();
        void microtasks().then(() => {
          publish.click();
          resolve();
        });
      });
    });
    publish.click();
    await second;
    await screen.findByRole('button', { name: 'Close and go back to the editor' }, SLOW);
    await microtasks();
    await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
    // The browser's Back (issue 28 item 8: Back returns to the writing stage).
    await view.router.navigate(-1);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Close and go back to the editor' }),
      ).not.toBeInTheDocument(),
    );
    expect(view.router.state.location.state).not.toMatchObject({ stage: 'publish' });
  });
});
