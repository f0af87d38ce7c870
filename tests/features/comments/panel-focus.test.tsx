import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { seedBlog, signInAs } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/**
 * Focus in the Comments dialog when the control that held it goes (issue 23 item 9, WCAG 2.4.3): a reply box
 * cancelled, the last page of comments or of replies loaded. Found by an audit: focus dropped to <body>,
 * out of the dialog.
 */
const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');

async function openPanel() {
  const user = userEvent.setup();
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: await signInAs('reader') });
  await screen.findByRole('heading', { level: 1, name: busy().title }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: /^Comments \(\d+\)$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  await waitFor(() => expect(cards(panel)).toHaveLength(5));
  return { user, panel };
}

async function loadAll(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: 'Load More' }));
  await waitFor(() => expect(cards(panel)).toHaveLength(10));
  await user.click(within(panel).getByRole('button', { name: 'Load More' }));
  await waitFor(() => expect(cards(panel)).toHaveLength(12));
}

describe('focus in the Comments dialog', () => {
  it('goes back to Reply when a reply box is cancelled', async () => {
    const { user, panel } = await openPanel();
    const reply = within(cards(panel)[0]!).getByRole('button', { name: /^Reply to @/ });
    await user.click(reply);
    await user.type(within(panel).getByRole('textbox', { name: /^Reply to @/ }), 'Never mind');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(reply).toHaveFocus();
  });

  it('goes to the first comment Load More brought, also when it brought the last page', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)[5]).toHaveFocus());
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(12));
    expect(within(panel).queryByRole('button', { name: 'Load More' })).toBeNull();
    await waitFor(() => expect(cards(panel)[10]).toHaveFocus());
  });

  it('goes to the first reply Load More Replies brought, the last ones too', async () => {
    const { user, panel } = await openPanel();
    await loadAll(user, panel);
    const release = holdAnswers(ENDPOINTS.getReplies);
    const show = within(panel).getByRole('button', { name: 'Show 6 replies' });
    await user.click(show);
    // Busy, and still holding the focus: aria-disabled, never `disabled` (a browser drops it to <body>).
    await waitFor(() => expect(show).toHaveAttribute('aria-busy', 'true'));
    expect(show).toHaveFocus();
    expect(show).toBeEnabled();
    release();
    await waitFor(() => expect(cards(panel)).toHaveLength(17));
    const before = new Set(cards(panel));
    await user.click(within(panel).getByRole('button', { name: /^Load More Replies/ }));
    await waitFor(() => expect(cards(panel)).toHaveLength(before.size + 1));
    expect(within(panel).queryByRole('button', { name: /^Load More Replies/ })).toBeNull();
    const brought = cards(panel).find((card) => !before.has(card));
    await waitFor(() => expect(brought).toHaveFocus());
  });
});
