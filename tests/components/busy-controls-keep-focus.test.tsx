import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { faults } from '@/mocks/node';
import { adminSession, renderApp } from '../render-app';
import { holdAnswers } from '../support/held-answers';
import { items, openNotifications } from '../support/notifications-page';
import { seedUser, signInAs } from '../support/sign-in-as';

/**
 * A button pressed from the keyboard keeps the focus while its work is out (docs/decisions/0059): a browser
 * blurs a focused control that turns `disabled`, and the focus falls to <body> (out of a modal, too). Busy
 * buttons say so with aria-disabled and aria-busy instead, and ignore a press meanwhile. jsdom does not blur a
 * disabled button, so these check the button stays enabled while busy, as busy-buttons-keep-focus.test.tsx
 * does for the account forms. Manage blogs' delete confirmation: manage-blogs.test.tsx.
 */
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 5_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

describe('a profile: Follow', () => {
  it('Follow keeps keyboard focus while the follow is out (not `disabled` while focused)', async () => {
    faults.set(ENDPOINTS.followUser, { kind: 'delay', ms: 400 }, 1);
    const session = await signInAs('reader');
    renderApp('/user/zara_ahmed', { user: session });
    await screen.findByRole('heading', {
      level: 1,
      name: seedUser('zara_ahmed').personal_info.fullname,
    });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Follow' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    // And once done, the toggled button still has focus.
    const unfollow = await screen.findByRole('button', { name: 'Unfollow' });
    await waitFor(() => expect(unfollow).not.toHaveAttribute('aria-busy', 'true'));
    expect(unfollow).toHaveFocus();
  });
});

describe('Notifications: Delete', () => {
  it('Delete on a notification keeps keyboard focus while the delete is out (not `disabled` while focused)', async () => {
    faults.set(ENDPOINTS.deleteComment, { kind: 'delay', ms: 400 }, 1);
    const { user } = await openNotifications();
    const card = items().find((article) =>
      within(article).queryByRole('button', { name: /^Delete the comment by/ }),
    )!;
    expect(card).toBeDefined();
    const button = within(card).getByRole('button', { name: /^Delete the comment by/ });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveTextContent('Deleting…'));
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    await waitFor(() => expect(card).not.toBeInTheDocument());
  });
});

describe('the editor: Save Draft', () => {
  it('Save Draft pressed from the keyboard keeps focus while the save is out (not `disabled` while focused)', async () => {
    const release = holdAnswers(ENDPOINTS.createBlog);
    const user = userEvent.setup();
    renderApp('/editor', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: /Write a new blog/ }, SLOW);
    await waitFor(
      () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
      SLOW,
    );
    await user.type(title(), 'Kept focus');
    const button = screen.getByRole('button', { name: 'Save Draft' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Saving Draft....')).toBeInTheDocument(), SLOW);
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    act(release);
  });
});
