import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { getBlog } from '@/api/blogs';
import { createQueryClient } from '@/app/query-client';
import { CommentsThread } from '@/features/comments/comments-thread';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { sessionStore } from '@/lib/session';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { liveSession, renderApp } from '../../render-app';
import { deleteElsewhere } from '../../support/comment-fixture';
import { recordRequests, seedBlog, signInAs } from '../../support/sign-in-as';
import { holdAnswers } from '../../support/held-answers';

// The whole app renders per test, and the panel's code downloads on first opening: slower than a unit.
vi.setConfig({ testTimeout: 20_000 });

/**
 * The data-layer audit's findings about the comments panel: what the reader does while a page of the
 * list is on its way, a reply whose comment went meanwhile, and a box after the user changed in another
 * tab.
 */
const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const commentsButton = () => screen.getByRole('button', { name: /^Comments \(\d+\)$/ });
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');

async function openBlog(who: 'reader' | 'admin') {
  const user = userEvent.setup();
  const session = await signInAs(who);
  const view = renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: busy().title }, { timeout: 5000 });
  await user.click(commentsButton());
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  return { user, panel, view, session };
}

async function comment(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement, text: string) {
  await user.type(within(panel).getByRole('textbox', { name: 'Leave a comment' }), text);
  await user.click(within(panel).getByRole('button', { name: 'Comment' }));
}

describe('the comments panel while its list is loading', () => {
  it('keeps a comment posted while Load More is loading, and still shows the next page', async () => {
    const requests = recordRequests();
    const release = holdAnswers(ENDPOINTS.getBlogComments, (body) => Number(body.skip) > 0);
    const { user, panel } = await openBlog('reader');
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.getBlogComments)).toBe(2));
    await comment(user, panel, 'Posted while loading more');
    await waitFor(() => expect(cards(panel)[0]).toHaveTextContent('Posted while loading more'));
    release();

    // The new comment, the 5 of page 1 and the 5 after them, each once.
    await waitFor(() => expect(cards(panel)).toHaveLength(11));
    expect(cards(panel)[0]).toHaveTextContent('Posted while loading more');
    expect(within(panel).getAllByText('Posted while loading more')).toHaveLength(1);
  });

  it('shows a comment posted before the first page arrived', async () => {
    const release = holdAnswers(ENDPOINTS.getBlogComments, (body) => Number(body.skip) === 0);
    const requests = recordRequests();
    const { user, panel } = await openBlog('reader');
    expect(within(panel).getByText('Loading comments')).toBeInTheDocument();
    await comment(user, panel, 'Before the list came');
    await waitFor(() => expect(requests.count(ENDPOINTS.addComment)).toBe(1));
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Leave a comment' })).toHaveValue(''),
    );
    // The first answer was made before the comment existed.
    release();
    await waitFor(() => expect(cards(panel)[0]).toHaveTextContent('Before the list came'));
    // A page of 5, read after the comment: it and the 4 before it.
    expect(cards(panel)).toHaveLength(5);
    expect(within(panel).getAllByText('Before the list came')).toHaveLength(1);
  });
});

describe('a reply whose comment was deleted before the reply was answered', () => {
  it('leaves the count where the server has it', async () => {
    const { user, panel, view } = await openBlog('admin');
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    // The newest comment, with no replies: the server deletes it and the reply answered after.
    const first = cards(panel)[0]!;
    const target = busy().activity.total_comments;
    expect(target).toBeGreaterThan(0);
    await user.click(within(first).getByRole('button', { name: /^Reply to @/ }));
    await user.type(within(panel).getByRole('textbox', { name: /^Reply to @/ }), 'Too late');
    const release = holdAnswers(ENDPOINTS.addComment);
    await user.click(within(panel).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(busy().activity.total_comments).toBe(target + 1));
    await user.click(within(first).getByRole('button', { name: /^Delete comment by/ }));
    await waitFor(() => expect(cards(panel)).not.toContain(first));
    release();
    await waitFor(() => expect(view.queryClient.isMutating()).toBe(0));

    expect(busy().activity.total_comments).toBe(target - 1);
    expect(commentsButton()).toHaveAccessibleName(`Comments (${busy().activity.total_comments})`);
    expect(within(panel).queryByText('Too late')).toBeNull();
  });
});

describe('the comment box after the user changed in another tab', () => {
  it("is empty for the new user, without the previous user's text", async () => {
    const other = liveSession(await signInAs('admin'));
    const { user, panel, session } = await openBlog('reader');
    // The panel is drawn again when the session changes: found afresh each time.
    const box = () =>
      within(screen.getByRole('dialog', { name: 'Comments' })).getByRole('textbox', {
        name: 'Leave a comment',
      });
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    await user.type(box(), 'Private words of the reader');
    // Another tab signs out (removing the reader's drafts): the reader's words leave this tab's box too.
    act(() => sessionStore.tabs.signedOut(session._id));
    await screen.findByRole('dialog', { name: 'Comments' });
    await waitFor(() => expect(box()).toHaveValue(''));
    // Then it signs in as someone else, whom this tab takes on: their box is empty.
    act(() => sessionStore.tabs.heard(other));
    expect(sessionStore.get()?._id).toBe(other._id);
    await screen.findByRole('dialog', { name: 'Comments' });
    expect(box()).toHaveValue('');
  });

  it('is empty for the new user when the thread itself stays on the screen', async () => {
    const user = userEvent.setup();
    const reader = liveSession(await signInAs('reader'));
    const other = liveSession(await signInAs('admin'));
    sessionStore.signIn(reader);
    const blog = await getBlog(SEED_BLOG_IDS.manyComments, { mode: 'edit' });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <CommentsThread blog={blog} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const box = () => screen.getByRole('textbox', { name: 'Leave a comment' });
    await user.type(box(), 'Private words of the reader');
    act(() => sessionStore.tabs.signedOut(reader._id));
    act(() => sessionStore.tabs.heard(other));
    expect(box()).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
  });
});

describe('words typed while a comment or a reply is on its way', () => {
  it('stay in the comment box: only what was sent leaves it', async () => {
    const requests = recordRequests();
    const { user, panel } = await openBlog('reader');
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    const box = within(panel).getByRole('textbox', { name: 'Leave a comment' });
    await user.type(box, 'First thought');
    const release = holdAnswers(ENDPOINTS.addComment);
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.addComment)).toBe(1));
    await user.click(box);
    await user.type(box, ' and a second thought');
    release();
    await waitFor(() => expect(cards(panel)[0]).toHaveTextContent('First thought'));
    expect(box).toHaveValue('and a second thought');
    expect(requests.bodies(ENDPOINTS.addComment)).toMatchObject([{ comment: 'First thought' }]);
  });

  it('keep the reply box open with them, once the reply is posted', async () => {
    const requests = recordRequests();
    const { user, panel } = await openBlog('reader');
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    await user.click(within(cards(panel)[0]!).getByRole('button', { name: /^Reply to @/ }));
    const box = within(panel).getByRole('textbox', { name: /^Reply to @/ });
    await user.type(box, 'A reply');
    const release = holdAnswers(ENDPOINTS.addComment);
    await user.click(within(panel).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.addComment)).toBe(1));
    await user.type(box, ' and more');
    release();
    await waitFor(() => expect(cards(panel)[1]).toHaveTextContent('A reply'));
    expect(within(panel).getByRole('textbox', { name: /^Reply to @/ })).toHaveValue('and more');
    // With nothing typed meanwhile, a sent reply closes its box (SPEC §4).
    await user.click(within(panel).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('textbox', { name: /^Reply to @/ })).toBeNull(),
    );
  });
});

describe('deleting a comment already deleted elsewhere (another tab)', () => {
  it('takes it off the panel, and the count is the server’s', async () => {
    const { user, panel } = await openBlog('admin');
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    const first = cards(panel)[0]!;
    deleteElsewhere(busy(), first);

    await user.click(within(first).getByRole('button', { name: /^Delete comment by/ }));
    await waitFor(() => expect(cards(panel)).not.toContain(first));
    expect(within(panel).queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(commentsButton()).toHaveAccessibleName(`Comments (${busy().activity.total_comments})`),
    );
  });
});

describe('the comment count read again after a delete whose size the panel could not know', () => {
  it('keeps a comment posted while that read was on its way', async () => {
    const requests = recordRequests();
    const { user, panel } = await openBlog('admin');
    await waitFor(() => expect(cards(panel)).toHaveLength(5));
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await user.click(await within(panel).findByRole('button', { name: 'Load More' }));
    // Jonas's comment: replies never opened, some with replies of their own.
    const jonas = await waitFor(() =>
      cards(panel).find((card) => card.textContent?.includes('Innovation tokens'))!,
    );
    const release = holdAnswers(ENDPOINTS.getBlog, (body) => body.mode === 'edit');
    await user.click(
      within(jonas).getByRole('button', { name: 'Delete comment by @jonas_becker' }),
    );
    await waitFor(() =>
      expect(
        requests
          .bodies(ENDPOINTS.getBlog)
          .some((body) => (body as { mode?: string }).mode === 'edit'),
      ).toBe(true),
    );
    // Meanwhile a comment is posted: the server has it, the answer on its way does not.
    await comment(user, panel, 'Right after');
    await within(panel).findByText('Right after');
    const afterPost = busy().activity.total_comments;
    release();
    // The late answer lands (a few ms; a margin for a busy machine), and the count stays the server's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await waitFor(() => expect(commentsButton()).toHaveAccessibleName(`Comments (${afterPost})`));
  });
});
