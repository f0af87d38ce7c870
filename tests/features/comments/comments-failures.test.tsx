import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { recordRequests, seedBlog, signInAs } from '../../support/sign-in-as';

/**
 * Issue 15 item 3 and 4: failures lose nothing (the text stays, the comment stays, a failed page says so
 * with Retry in place, nothing is posted twice) and the panel is a dialog that holds focus.
 */
const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');
const down = () => HttpResponse.json({ error: 'down' }, { status: 500 });

async function openPanel(who?: 'reader') {
  const user = userEvent.setup();
  const session = who ? await signInAs(who) : null;
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: busy().title }, { timeout: 5000 });
  const opener = screen.getByRole('button', { name: /^Comments \(\d+\)$/ });
  await user.click(opener);
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  return { user, panel, opener };
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  // SPEC §8: failed calls are logged (console.warn by the query client), not errors.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('comments panel failures (issue 15)', () => {
  it('keeps the typed comment when posting fails, and posts it once however often it is pressed', async () => {
    const requests = recordRequests();
    server.use(
      http.post(`*${ENDPOINTS.addComment}`, async () => {
        await delay(150);
        return down();
      }),
    );
    const { user, panel } = await openPanel('reader');
    const box = within(panel).getByRole('textbox', { name: 'Leave a comment' });
    await user.type(box, 'Do not lose me');
    const send = within(panel).getByRole('button', { name: 'Comment' });
    await user.dblClick(send);
    fireEvent.click(send);
    await within(panel).findByText(/Your comment could not be posted/);
    expect(box).toHaveValue('Do not lose me');
    expect(send).toBeEnabled();
    expect(requests.count(ENDPOINTS.addComment)).toBe(1);
  });

  it('leaves a comment where it was when deleting it fails', async () => {
    server.use(http.post(`*${ENDPOINTS.deleteComment}`, down));
    const { user, panel } = await openPanel('reader');
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    const mine = cards(panel).find((card) =>
      within(card).queryByRole('button', { name: /^Delete/ }),
    )!;
    await user.click(within(mine).getByRole('button', { name: /^Delete/ }));
    expect(await within(mine).findByRole('alert')).toHaveTextContent(
      'This comment could not be deleted. Try again.',
    );
    expect(cards(panel)).toContain(mine);
    expect(cards(panel)).toHaveLength(5);
  });

  it('leaves a comment where it was when the delete is answered with something unreadable', async () => {
    server.use(
      http.post(
        `*${ENDPOINTS.deleteComment}`,
        () => new HttpResponse('{"status": [unterminated', { status: 200 }),
      ),
    );
    const { user, panel } = await openPanel('reader');
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    const mine = cards(panel).find((card) =>
      within(card).queryByRole('button', { name: /^Delete/ }),
    )!;
    await user.click(within(mine).getByRole('button', { name: /^Delete/ }));
    await within(mine).findByText('This comment could not be deleted. Try again.');
    expect(cards(panel)).toHaveLength(5);
  });

  it('shows a failed page of comments, and of replies, with Retry in place', async () => {
    let fail = true;
    server.use(
      http.post(`*${ENDPOINTS.getBlogComments}`, () => (fail ? down() : undefined)),
      http.post(`*${ENDPOINTS.getReplies}`, () => (fail ? down() : undefined)),
    );
    const { user, panel } = await openPanel();
    const failed = await within(panel).findByRole('alert');
    expect(failed).toHaveTextContent('The comments could not be loaded.');
    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    // Retry went with the error: the focus stayed in the panel (a modal), not on <body> (decision 0061).
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    fail = true;
    await user.click(within(panel).getByRole('button', { name: 'Show 1 reply' }));
    const replies = await within(panel).findByRole('alert');
    expect(replies).toHaveTextContent('The replies could not be loaded.');
    fail = false;
    await user.click(within(replies).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(6));
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('holds focus while open and gives it back to the comment button; a click outside closes it', async () => {
    const { user, panel, opener } = await openPanel();
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    const close = within(panel).getByRole('button', { name: 'Close comments' });
    await waitFor(() => expect(close).toHaveFocus());
    // Shift+Tab from the first control goes to the last one; Tab from there comes back to the first.
    await user.tab({ shift: true });
    expect(within(panel).getByRole('button', { name: 'Load More' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    expect(panel).toHaveAttribute('aria-modal', 'true');

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog', { name: 'Comments' })).toBeNull();
    expect(opener).toHaveFocus();
  });
});
