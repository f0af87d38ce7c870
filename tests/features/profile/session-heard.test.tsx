import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@/lib/session';
import { liveSession, readerSession, renderApp } from '../../render-app';
import { seedUser } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/**
 * A new tab opened on a profile (Ctrl+click while signed in elsewhere) draws it signed out, then hears the
 * session from the open tab (issue 29 item 16). The blog page keeps its paint (tests/app/session-arrives);
 * the profile must too: the person shown must never be replaced by the profile skeleton.
 */
it('the profile already shown stays painted when the session arrives from another tab', async () => {
  const amelia = seedUser('amelia_hart');
  renderApp('/user/amelia_hart');
  const name = amelia.personal_info.fullname;
  await screen.findByRole('heading', { level: 1, name });

  let vanished = false;
  let skeleton = false;
  const observer = new MutationObserver(() => {
    if (!screen.queryByRole('heading', { level: 1, name })) vanished = true;
    if (screen.queryByText('Loading the profile')) skeleton = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  act(() => sessionStore.tabs.heard(liveSession(readerSession)));
  await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Please Sign In'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  observer.disconnect();
  expect({ vanished, skeleton }).toEqual({ vanished: false, skeleton: false });
});
