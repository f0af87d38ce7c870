import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { answerAsFamily } from '../../support/family-server';
import { recordRequests, seedBlog, signInAs } from '../../support/sign-in-as';

// The whole app renders per test, and the panel's code downloads on first opening: slower than a unit.
vi.setConfig({ testTimeout: 20_000 });

/**
 * Issue 15, the comments panel against the mock backend (SPEC §2 Blog page, §4 Comments, §5, §6): the
 * tree's state rules (insert, reply, load more with skip, show and hide replies, delete cascade with the
 * counts), the login messages and who may delete.
 */
const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const commentsButton = () => screen.getByRole('button', { name: /^Comments \(\d+\)$/ });
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');
/** Jonas's comment: 6 replies, the first of which has one reply (src/mocks/seed/seed-comments.ts). */
const jonasThread = () =>
  store.db.comments.find((c) => c.blog_id === busy()._id && !c.isReply && c.children.length === 6)!;

/** Amelia's reply to Jonas, which has a reply of its own. */
const firstReply = (panel: HTMLElement) =>
  cards(panel).find((card) => card.textContent?.includes('Painful but common'))!;

/** A call straight to the mock backend (the in-process MSW server answers it), as another client makes it. */
async function mockPost(path: string, body: unknown, token: string) {
  const answer = await fetch(`http://api.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
}

async function openPanel(who?: 'reader' | 'admin') {
  const user = userEvent.setup();
  const session = who ? await signInAs(who) : null;
  const view = renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: busy().title }, { timeout: 5000 });
  await user.click(commentsButton());
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  await waitFor(() => expect(cards(panel)).toHaveLength(5));
  return { user, panel, view };
}

describe('comments panel (issue 15)', () => {
  it('pages top-level comments with the skip offset while fewer are loaded than the blog has', async () => {
    const requests = recordRequests();
    const { user, panel } = await openPanel();
    expect(requests.bodies(ENDPOINTS.getBlogComments)).toEqual([{ blog_id: busy()._id, skip: 0 }]);
    // Newest first: Sofia's comment is the latest one.
    expect(within(cards(panel)[0]!).getByRole('link', { name: '@sofia_marquez' })).toHaveAttribute(
      'href',
      '/user/sofia_marquez',
    );
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(10));
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(12));
    expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(
      requests.bodies(ENDPOINTS.getBlogComments).map((b) => (b as { skip: number }).skip),
    ).toEqual([0, 5, 10]);
  });

  it('reaches the older comments after others wrote a page’s worth while the panel was open', async () => {
    const requests = recordRequests();
    const { user, panel } = await openPanel();
    const shownFirst = cards(panel).map((card) => card.textContent);
    // Five comments by another reader push the five shown down to the next page of the server's order.
    const other = await signInAs('admin');
    for (const n of [1, 2, 3, 4, 5]) {
      await mockPost(
        ENDPOINTS.addComment,
        { _id: busy()._id, blog_author: busy().author, comment: `Meanwhile ${n}` },
        other.access_token,
      );
    }
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    // One press shows the five after those shown: the page of repeats is read past, not shown, not an end.
    await waitFor(() => expect(cards(panel)).toHaveLength(10));
    expect(
      cards(panel)
        .slice(0, 5)
        .map((card) => card.textContent),
    ).toEqual(shownFirst);
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(12));
    expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/^Meanwhile/)).not.toBeInTheDocument();
    expect(
      requests.bodies(ENDPOINTS.getBlogComments).map((b) => (b as { skip: number }).skip),
    ).toEqual([0, 5, 10, 15]);
  });

  it('reaches every comment where the family’s delete-comment wrote the count over', async () => {
    // A reply deleted on such a server: the blog now says it has no top-level comments, and new ones count up
    // from there (docs/decisions/0055).
    answerAsFamily(ENDPOINTS.deleteComment);
    const reply = store.db.comments.find((c) => c.blog_id === busy()._id && c.isReply)!;
    const admin = await signInAs('admin');
    await mockPost(ENDPOINTS.deleteComment, { _id: reply._id }, admin.access_token);
    expect(busy().activity.total_parent_comments).toBe(0);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(10));
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(12));
    // With no count to go by, only a page that brings nothing new ends the list.
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument(),
    );
    expect(cards(panel)).toHaveLength(12);
  });

  it('tells visitors to sign in to comment or reply, and offers them no Delete', async () => {
    const requests = recordRequests();
    const { user, panel } = await openPanel();
    await user.type(within(panel).getByRole('textbox', { name: 'Leave a comment' }), 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('login first to leave a comment');
    await user.click(within(panel).getAllByRole('button', { name: /^Reply to @/ })[0]!);
    expect(within(panel).getByText('login first to leave a reply')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(requests.count(ENDPOINTS.addComment)).toBe(0);
  });

  it('puts a new comment on top and raises both counts; an empty one is refused', async () => {
    const { user, panel } = await openPanel('reader');
    const { total_comments, total_parent_comments } = busy().activity;
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Write something to leave a comment....',
    );
    const box = within(panel).getByRole('textbox', { name: 'Leave a comment' });
    await user.type(box, 'A brand new thought');
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(cards(panel)[0]).toHaveTextContent('A brand new thought'));
    expect(box).toHaveValue('');
    expect(cards(panel)).toHaveLength(6);
    expect(commentsButton()).toHaveAccessibleName(`Comments (${total_comments + 1})`);
    expect(busy().activity).toMatchObject({
      total_comments: total_comments + 1,
      total_parent_comments: total_parent_comments + 1,
    });
    // The reader wrote it: they may delete it, and not Sofia's (SPEC §6).
    expect(within(cards(panel)[0]!).getByRole('button', { name: /^Delete/ })).toBeVisible();
    expect(within(cards(panel)[1]!).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows replies (skip 0), loads more with skip, shows nested ones deeper, and hides them', async () => {
    const requests = recordRequests();
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(10));
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(12));
    await user.click(within(panel).getByRole('button', { name: 'Show 6 replies' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(17));
    const more = within(panel).getByRole('button', { name: /^Load More Replies/ });
    await user.click(more);
    await waitFor(() => expect(cards(panel)).toHaveLength(18));
    expect(within(panel).queryByRole('button', { name: /^Load More Replies/ })).toBeNull();
    const root = jonasThread();
    expect(requests.bodies(ENDPOINTS.getReplies)).toEqual([
      { _id: root._id, skip: 0 },
      { _id: root._id, skip: 5 },
    ]);
    // The first reply's own reply, two levels deep: indented 10 px per level (SPEC §9).
    await user.click(within(firstReply(panel)).getByRole('button', { name: 'Show 1 reply' }));
    const nested = await within(panel).findByText(
      'Back to plain Postgres. Sleeping better already.',
    );
    expect(nested.closest('li')).toHaveStyle({ marginInlineStart: '20px' });
    await user.click(within(panel).getAllByRole('button', { name: 'Hide replies' })[0]!);
    await waitFor(() => expect(cards(panel)).toHaveLength(12));
  });

  it('inserts a reply right after its parent, raises total_comments only and closes the box', async () => {
    const { user, panel } = await openPanel('reader');
    const { total_comments, total_parent_comments } = busy().activity;
    const first = cards(panel)[0]!;
    await user.click(within(first).getByRole('button', { name: /^Reply to @/ }));
    const box = within(panel).getByRole('textbox', { name: /^Reply to @/ });
    expect(box).toHaveFocus();
    await user.type(box, 'My reply');
    await user.click(within(panel).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(cards(panel)[1]).toHaveTextContent('My reply'));
    expect(within(panel).queryByRole('textbox', { name: /^Reply to @/ })).toBeNull();
    expect(cards(panel)[1]!.closest('li')).toHaveStyle({ marginInlineStart: '10px' });
    expect(within(cards(panel)[0]!).getByRole('button', { name: 'Hide replies' })).toBeVisible();
    expect(commentsButton()).toHaveAccessibleName(`Comments (${total_comments + 1})`);
    expect(busy().activity).toMatchObject({
      total_comments: total_comments + 1,
      total_parent_comments,
    });
  });

  it("lets the blog's author delete a comment with all its replies, lowering the counts", async () => {
    const { user, panel } = await openPanel('admin');
    const { total_comments, total_parent_comments } = busy().activity;
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await user.click(await within(panel).findByRole('button', { name: 'Load More' }));
    await user.click(await within(panel).findByRole('button', { name: 'Show 6 replies' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(17));
    await user.click(within(firstReply(panel)).getByRole('button', { name: 'Show 1 reply' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(18));
    // The admin wrote none of them, but the blog is theirs (SPEC §6).
    const jonas = cards(panel).find((card) => card.textContent?.includes('Innovation tokens'))!;
    await user.click(
      within(jonas).getByRole('button', { name: 'Delete comment by @jonas_becker' }),
    );
    // Jonas's comment, the 5 replies shown and the reply to the first one leave the list; the counts
    // also lose the sixth reply, never shown.
    await waitFor(() => expect(cards(panel)).toHaveLength(11));
    expect(within(panel).queryByText(/Innovation tokens/)).toBeNull();
    expect(commentsButton()).toHaveAccessibleName(`Comments (${total_comments - 8})`);
    expect(busy().activity).toMatchObject({
      total_comments: total_comments - 8,
      total_parent_comments: total_parent_comments - 1,
    });
  });

  it('deleting a comment whose nested replies were never opened lowers the count by all of them (issue 29 item 15)', async () => {
    const requests = recordRequests();
    const { user, panel } = await openPanel('admin');
    const { total_comments } = busy().activity;
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await user.click(await within(panel).findByRole('button', { name: 'Load More' }));
    const jonas = await waitFor(() =>
      cards(panel).find((card) => card.textContent?.includes('Innovation tokens'))!,
    );
    // Its 6 replies never opened: the panel knows of 6, not of the reply under the first one.
    await user.click(
      within(jonas).getByRole('button', { name: 'Delete comment by @jonas_becker' }),
    );
    await waitFor(() => expect(within(panel).queryByText(/Innovation tokens/)).toBeNull());
    expect(busy().activity.total_comments).toBe(total_comments - 8);
    await waitFor(() =>
      expect(commentsButton()).toHaveAccessibleName(`Comments (${total_comments - 8})`),
    );
    // The counts were read as the server keeps them, without counting a read of the blog.
    expect(requests.bodies(ENDPOINTS.getBlog).at(-1)).toMatchObject({ mode: 'edit' });
  });
});
