import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { forgetUnsavedWriting, keepAllWriting, unsavedWritingOf } from '@/lib/unsaved-writing';
import { renderApp } from '../../render-app';
import { recordRequests, seedBlog, signInAs } from '../../support/sign-in-as';

// The whole app renders per test, and the panel's code downloads on first opening: slower than a unit.
vi.setConfig({ testTimeout: 40_000 });
/** A margin for a busy 2-core machine (one run here took 5 s to open the panel with the suite beside it). */
const WAIT = { timeout: 10_000 };

/**
 * "A user never loses what they typed": a comment or reply being written survives the Comments panel
 * closing (Escape, a click outside, its close button) and the reply box being hidden; sending it or
 * pressing Cancel ends it, and Sign Out removes it with the rest of the user's unsaved writing.
 */
const blog = () => seedBlog(SEED_BLOG_IDS.manyComments);
const commentsButton = () => screen.getByRole('button', { name: /^Comments \(\d+\)$/ });
const panel = () => screen.getByRole('dialog', { name: 'Comments' });

async function openBlog() {
  const user = userEvent.setup();
  const session = await signInAs('reader');
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: blog().title }, WAIT);
  return { user, session };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(commentsButton());
  const dialog = await screen.findByRole('dialog', { name: 'Comments' }, WAIT);
  await waitFor(
    () => expect(within(dialog).getAllByRole('article').length).toBeGreaterThanOrEqual(5),
    WAIT,
  );
  return dialog;
}

const closed = () =>
  waitFor(
    () => expect(screen.queryByRole('dialog', { name: 'Comments' })).not.toBeInTheDocument(),
    WAIT,
  );

afterEach(keepAllWriting);

describe('a comment or reply being written', () => {
  it('is in the box again after Escape, a click outside or Close shut the panel', async () => {
    const { user } = await openBlog();
    let dialog = await openPanel(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Leave a comment' }),
      'Half a thought',
    );
    await user.keyboard('{Escape}');
    await closed();

    dialog = await openPanel(user);
    const box = within(dialog).getByRole('textbox', { name: 'Leave a comment' });
    expect(box).toHaveValue('Half a thought');
    await user.type(box, ', and the rest');
    await user.click(screen.getByRole('heading', { level: 1, name: blog().title }));
    await closed();

    dialog = await openPanel(user);
    expect(within(dialog).getByRole('textbox', { name: 'Leave a comment' })).toHaveValue(
      'Half a thought, and the rest',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close comments' }));
    await closed();
    dialog = await openPanel(user);
    expect(within(dialog).getByRole('textbox', { name: 'Leave a comment' })).toHaveValue(
      'Half a thought, and the rest',
    );
  });

  it('reopens a half-written reply with its text, and keeps it when its box is hidden', async () => {
    const { user } = await openBlog();
    let dialog = await openPanel(user);
    const replyTo = within(dialog).getAllByRole('button', { name: /^Reply to @/ })[1]!;
    const name = replyTo.getAttribute('aria-label')!;
    await user.click(replyTo);
    await user.type(within(dialog).getByRole('textbox', { name }), 'I disagree, kindly');
    // The Reply button hides the box; pressing it again shows the text.
    await user.click(within(dialog).getByRole('button', { name, expanded: true }));
    expect(within(dialog).queryByRole('textbox', { name })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name, expanded: false }));
    expect(within(dialog).getByRole('textbox', { name })).toHaveValue('I disagree, kindly');

    await user.keyboard('{Escape}');
    await closed();
    dialog = await openPanel(user);
    // Open again where it was, with its text; the other comments' boxes stay closed.
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name })).toHaveValue('I disagree, kindly');
    expect(within(dialog).getByRole('button', { name, expanded: true })).toBeInTheDocument();
  });

  it('ends when it is sent or cancelled', async () => {
    const requests = recordRequests();
    const { user } = await openBlog();
    let dialog = await openPanel(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Leave a comment' }),
      'Sent at once',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.addComment)).toBe(1), WAIT);
    await within(dialog).findByText('Sent at once', {}, WAIT);
    const replyTo = within(dialog).getAllByRole('button', { name: /^Reply to @/ })[2]!;
    const name = replyTo.getAttribute('aria-label')!;
    await user.click(replyTo);
    await user.type(within(dialog).getByRole('textbox', { name }), 'Never mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await closed();

    dialog = await openPanel(user);
    expect(within(dialog).getByRole('textbox', { name: 'Leave a comment' })).toHaveValue('');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name }));
    expect(within(dialog).getByRole('textbox', { name })).toHaveValue('');
  });

  it("is a visitor's too: told to sign in first, they find their text once they have", async () => {
    const user = userEvent.setup();
    const visit = renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: null });
    await screen.findByRole('heading', { level: 1, name: blog().title }, WAIT);
    let dialog = await openPanel(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Leave a comment' }), 'Me too!');
    await user.click(within(dialog).getByRole('button', { name: 'Comment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('login first to leave a comment');
    visit.unmount();

    // Signed in (the sign-in screen brings them back to the post).
    const session = await signInAs('reader');
    renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
    await screen.findByRole('heading', { level: 1, name: blog().title }, WAIT);
    dialog = await openPanel(user);
    expect(within(dialog).getByRole('textbox', { name: 'Leave a comment' })).toHaveValue('Me too!');
    expect(unsavedWritingOf(session._id)).toHaveLength(1);
  });

  it('counts as unsaved writing, which Sign Out removes', async () => {
    const { user, session } = await openBlog();
    const dialog = await openPanel(user);
    expect(unsavedWritingOf(session._id)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Leave a comment' }), 'Private');
    expect(unsavedWritingOf(session._id)).toHaveLength(1);
    forgetUnsavedWriting(session._id);
    expect(unsavedWritingOf(session._id)).toEqual([]);
    expect(panel()).toBeInTheDocument();
  });
});
