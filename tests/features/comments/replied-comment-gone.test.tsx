import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPLIED_COMMENT_GONE_TEXT } from '@/api/comments';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { deleteElsewhere } from '../../support/comment-fixture';
import { answerAsFamily } from '../../support/family-server';
import { items, openNotifications } from '../../support/notifications-page';
import { recordRequests, seedBlog, signInAs } from '../../support/sign-in-as';

/**
 * A reply sent to a comment deleted meanwhile (in another tab, or by someone else): the server cannot take it,
 * and sending again cannot help. The box says so, without 'try again', and keeps the words; the comment leaves
 * the panel once the box closes, and the counts follow the server (docs/decisions/0059).
 */
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };

const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const commentsButton = () => screen.getByRole('button', { name: /^Comments \(\d+\)$/ });
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');

async function replyToDeleted() {
  const requests = recordRequests();
  const user = userEvent.setup();
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: await signInAs('reader') });
  await screen.findByRole('heading', { level: 1, name: busy().title }, SLOW);
  await user.click(commentsButton());
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, SLOW);
  await waitFor(() => expect(cards(panel)).toHaveLength(5), SLOW);
  const first = cards(panel)[0]!;
  deleteElsewhere(busy(), first);
  await user.click(within(first).getByRole('button', { name: /^Reply to @/ }));
  const box = within(panel).getByRole('textbox', { name: /^Reply to @/ });
  await user.type(box, 'Too late');
  await user.click(within(panel).getByRole('button', { name: 'Reply' }));
  expect(await within(first).findByRole('alert', {}, SLOW)).toHaveTextContent(
    REPLIED_COMMENT_GONE_TEXT,
  );
  return { user, panel, first, box, requests };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('a reply to a comment deleted elsewhere', () => {
  it('says the comment is gone, with no retry, and keeps the words', async () => {
    const { first, box, requests } = await replyToDeleted();
    expect(within(first).getByRole('alert')).not.toHaveTextContent(/try again/i);
    expect(box).toHaveValue('Too late');
    expect(requests.count(ENDPOINTS.addComment)).toBe(1);
    expect(store.db.comments.some((each) => each.comment === 'Too late')).toBe(false);
  });

  it('takes the comment off the panel when the box closes, focus staying in it, the count the server’s', async () => {
    const { user, panel, first } = await replyToDeleted();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(cards(panel)).toHaveLength(4);
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() =>
      expect(commentsButton()).toHaveAccessibleName(`Comments (${busy().activity.total_comments})`),
    );
  });

  it('says the same on the family’s servers, which crash on the comment they cannot find', async () => {
    answerAsFamily(ENDPOINTS.addComment);
    const { first } = await replyToDeleted();
    expect(within(first).getByRole('alert')).not.toHaveTextContent(/try again/i);
  });

  it('says the same for an inline reply on Notifications', async () => {
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'comment' }));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'), SLOW);
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    const text = item.querySelector('p.whitespace-pre-wrap')?.textContent ?? '';
    store.db.comments = store.db.comments.filter((each) => each.comment !== text);
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    await user.type(within(item).getByRole('textbox'), 'Thanks!');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(await within(item).findByRole('alert', {}, SLOW)).toHaveTextContent(
      REPLIED_COMMENT_GONE_TEXT,
    );
  });
});
