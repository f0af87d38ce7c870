import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../render-app';
import { signInAs } from './sign-in-as';

/** The notifications shown, each an article. */
export const items = () => screen.queryAllByRole('article');

/** The admin's Notifications page, signed in, once its first items show. */
export async function openNotifications() {
  const user = userEvent.setup();
  const session = await signInAs('admin');
  const view = renderApp('/dashboard/notifications', { user: session });
  await screen.findByRole('heading', { level: 1, name: 'Recent Notifications' }, { timeout: 5000 });
  await waitFor(() => expect(items().length).toBeGreaterThan(0), { timeout: 5000 });
  return { user, session, view };
}
