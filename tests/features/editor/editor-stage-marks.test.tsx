import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITOR_MESSAGES } from '@/features/editor/rules';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';

/**
 * The editor stage's own checks (SPEC §5: a banner, a title, some content) said what is wrong in a toast
 * only (0060 left it): Publish now also marks the banner or the title it failed on (aria-invalid) and gives it
 * the focus, as the publish form does; the content's check puts the caret in the first block. The mark
 * leaves once the field is right (WCAG 3.3.1).
 */
const SLOW = { timeout: 5_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });
const banner = () => screen.getByLabelText(/Upload a blog banner|Change the blog banner/);

async function openEditor(url: string) {
  renderApp(url, { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: /Write a new blog|Edit blog/ }, SLOW);
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
}

describe('the editor stage says which field (WCAG 3.3.1)', { timeout: 20_000 }, () => {
  it('a missing banner is marked and focused', async () => {
    const user = userEvent.setup();
    await openEditor('/editor');
    expect(banner()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(EDITOR_MESSAGES.bannerRequired)).toBeInTheDocument();
    expect(banner()).toHaveAttribute('aria-invalid', 'true');
    expect(banner()).toHaveFocus();
  });

  it('an emptied title is marked and focused, and the mark leaves once there is one', async () => {
    const user = userEvent.setup();
    await openEditor(`/editor/${SEED_BLOG_IDS.everyBlock}`);
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    await user.clear(title());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(EDITOR_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveFocus();
    expect(banner()).not.toHaveAttribute('aria-invalid');
    await user.type(title(), 'Back again');
    expect(title()).not.toHaveAttribute('aria-invalid');
  });
});
