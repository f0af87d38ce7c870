import { screen, waitFor } from '@testing-library/react';
import { readerSession, renderApp } from '../../render-app';
import { outsideAct, signedOut, signOutThenTheLogo } from '../../support/quick-hands';

/**
 * Sign Out, then a click on the logo at once: the person stayed signed in. Sign Out goes home carrying the
 * intent (src/lib/sign-out-state.ts), and the session ends when home is drawn with it; a navigation that
 * came before that drawing dropped the intent. Home with the intent is drawn at once now (decision 0060).
 * Left: from a page whose Sign Out must first download home's code, a click during that download still
 * overtakes it.
 */
describe('Sign Out at a quick hand', () => {
  outsideAct();

  it('Sign Out on home, then the logo at once, still signs out', async () => {
    const view = renderApp('/', { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' });
    await signOutThenTheLogo();
    await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
    await signedOut();
  });
});
