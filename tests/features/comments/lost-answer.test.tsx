import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { tutorialDialect } from '@/mocks/dialect/tutorial';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { answerAsFamily } from '../../support/family-server';
import { items, openNotifications } from '../../support/notifications-page';
import { seedBlog, signInAs } from '../../support/sign-in-as';

/**
 * A comment or reply whose answer never comes (the connection drops, a gateway gives up) may still have been
 * made. Sending again must not post it twice: the send looks for the comment it made before it says it failed
 * (docs/decisions/0059). Where the server made nothing, the failure is said and sending again posts it once.
 */
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };

const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');
const withText = (text: string) => store.db.comments.filter((each) => each.comment === text);

/** add-comment as a connection that drops once, after the server has (`commits`) or has not made it. */
function answerLost({
  commits,
  status,
  family = false,
}: {
  commits: boolean;
  status?: number;
  family?: boolean;
}) {
  const backend = family
    ? createHandlers(store, faults, tutorialDialect)
    : createHandlers(store, faults);
  let lost = 1;
  server.use(
    http.post(`*${ENDPOINTS.addComment}`, async ({ request }) => {
      if (!lost) return undefined;
      lost -= 1;
      if (commits) await getResponse(backend, request);
      return status ? HttpResponse.text('Bad gateway', { status }) : HttpResponse.error();
    }),
  );
}

async function openPanel() {
  const user = userEvent.setup();
  const session = await signInAs('reader');
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: busy().title }, SLOW);
  await user.click(screen.getByRole('button', { name: /^Comments \(\d+\)$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, SLOW);
  await waitFor(() => expect(cards(panel)).toHaveLength(5), SLOW);
  return { user, panel };
}

async function comment(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement, text: string) {
  const box = within(panel).getByRole('textbox', { name: 'Leave a comment' });
  await user.type(box, text);
  await user.click(within(panel).getByRole('button', { name: 'Comment' }));
  return box;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('a comment whose answer is lost', () => {
  it('finds the comment the server made: shown once, counted once, the box emptied', async () => {
    answerLost({ commits: true });
    const { user, panel } = await openPanel();
    const { total_comments } = busy().activity;
    const box = await comment(user, panel, 'Sent into the dark');
    await waitFor(() => expect(cards(panel)[0]).toHaveTextContent('Sent into the dark'), SLOW);
    expect(box).toHaveValue('');
    expect(within(panel).queryByText(/could not be posted/)).toBeNull();
    expect(
      screen.getByRole('button', { name: `Comments (${total_comments + 1})` }),
    ).toBeInTheDocument();
    expect(withText('Sent into the dark')).toHaveLength(1);
    expect(
      cards(panel).filter((card) => card.textContent?.includes('Sent into the dark')),
    ).toHaveLength(1);
  });

  it('finds it behind a gateway’s 502 too', async () => {
    answerLost({ commits: true, status: 502 });
    const { user, panel } = await openPanel();
    await comment(user, panel, 'Through the gateway');
    await waitFor(() => expect(cards(panel)[0]).toHaveTextContent('Through the gateway'), SLOW);
    expect(within(panel).queryByText(/could not be posted/)).toBeNull();
    expect(withText('Through the gateway')).toHaveLength(1);
  });

  it('says so where the server made nothing, and sending again posts it once', async () => {
    answerLost({ commits: false });
    const { user, panel } = await openPanel();
    const box = await comment(user, panel, 'Never arrived');
    expect(
      await within(panel).findByText(/Your comment could not be posted/, {}, SLOW),
    ).toBeVisible();
    expect(box).toHaveValue('Never arrived');
    expect(withText('Never arrived')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(cards(panel)[0]).toHaveTextContent('Never arrived'), SLOW);
    expect(withText('Never arrived')).toHaveLength(1);
  });

  it('does not take the same words already on screen for the comment it made', async () => {
    const { user, panel } = await openPanel();
    await comment(user, panel, 'Same words');
    await waitFor(() => expect(cards(panel)[0]).toHaveTextContent('Same words'), SLOW);
    answerLost({ commits: false });
    await comment(user, panel, 'Same words');
    expect(
      await within(panel).findByText(/Your comment could not be posted/, {}, SLOW),
    ).toBeVisible();
    expect(cards(panel).filter((card) => card.textContent?.includes('Same words'))).toHaveLength(1);
  });

  it('finds a reply the server made under its parent: shown once, right after it', async () => {
    answerLost({ commits: true });
    const { user, panel } = await openPanel();
    const first = cards(panel)[0]!;
    await user.click(within(first).getByRole('button', { name: /^Reply to @/ }));
    await user.type(within(panel).getByRole('textbox', { name: /^Reply to @/ }), 'A lost reply');
    await user.click(within(panel).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(cards(panel)[1]).toHaveTextContent('A lost reply'), SLOW);
    expect(within(panel).queryByText(/could not be posted/)).toBeNull();
    expect(within(panel).queryByRole('textbox', { name: /^Reply to @/ })).toBeNull();
    expect(withText('A lost reply')).toHaveLength(1);
  });

  it('finds a reply on the family’s servers past the first page of its parent’s replies', async () => {
    answerLost({ commits: true, family: true });
    answerAsFamily(ENDPOINTS.getReplies);
    answerAsFamily(ENDPOINTS.getBlogComments);
    const { user, panel } = await openPanel();
    // The oldest comment has six replies: the new one is the seventh, past the first page in either order.
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(10), SLOW);
    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(panel)).toHaveLength(12), SLOW);
    const card = cards(panel).find((each) =>
      within(each).queryByRole('button', { name: 'Show 6 replies' }),
    )!;
    await user.click(within(card).getByRole('button', { name: /^Reply to @/ }));
    await user.type(within(panel).getByRole('textbox', { name: /^Reply to @/ }), 'Seventh reply');
    await user.click(within(panel).getByRole('button', { name: 'Reply' }));
    await waitFor(
      () =>
        expect(
          cards(panel).filter((each) => each.textContent?.includes('Seventh reply')),
        ).toHaveLength(1),
      SLOW,
    );
    expect(within(panel).queryByText(/could not be posted/)).toBeNull();
    expect(withText('Seventh reply')).toHaveLength(1);
  });

  it('finds an inline reply from Notifications the server made, and shows it beneath the item', async () => {
    const { user } = await openNotifications();
    answerLost({ commits: true });
    await user.click(screen.getByRole('button', { name: 'comment' }));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'), SLOW);
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    await user.type(within(item).getByRole('textbox'), 'Thanks, into the dark');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(await within(item).findByText('Thanks, into the dark', {}, SLOW)).toBeInTheDocument();
    expect(within(item).queryByText(/could not be posted/)).toBeNull();
    expect(withText('Thanks, into the dark')).toHaveLength(1);
  });
});
