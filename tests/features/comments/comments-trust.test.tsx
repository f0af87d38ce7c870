import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog, signInAs } from '../../support/sign-in-as';

/**
 * Issue 23 item 6 in the comments panel, against answers the family's servers really send
 * (API-CONTRACT.md, last section): add-comment names its writer `user_id`, delete-comment answers
 * `{ success: true }`, and a refused delete (403) is said in the server's own words.
 */
const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');

async function openPanel() {
  const user = userEvent.setup();
  const session = await signInAs('reader');
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: busy().title }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: /^Comments \(\d+\)$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  await waitFor(() => expect(cards(panel)).toHaveLength(5));
  return { user, panel, session };
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe("comments against the family's answers (issue 23)", () => {
  it("shows a comment answered with user_id as the viewer's, with Delete; deletes on { success: true }", async () => {
    const { user, panel, session } = await openPanel();
    server.use(
      http.post(`*${ENDPOINTS.addComment}`, async ({ request }) => {
        const body = (await request.json()) as { comment: string };
        return HttpResponse.json({
          comment: body.comment,
          commentedAt: '2026-11-24T09:00:00.000Z',
          _id: 'family-comment-1',
          user_id: session._id,
          children: [],
        });
      }),
      http.post(`*${ENDPOINTS.deleteComment}`, () => HttpResponse.json({ success: true })),
    );
    await user.type(
      within(panel).getByRole('textbox', { name: 'Leave a comment' }),
      'From a family server',
    );
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    await within(panel).findByText('From a family server');
    const mine = cards(panel)[0]!;
    expect(mine).toHaveAccessibleName(`Comment by ${session.fullname}`);
    expect(mine).toHaveTextContent('From a family server');
    expect(within(mine).getByRole('link', { name: `@${session.username}` })).toBeInTheDocument();
    await user.click(
      within(mine).getByRole('button', { name: `Delete comment by @${session.username}` }),
    );
    await waitFor(() => expect(cards(panel)).not.toContain(mine));
  });

  it("says the server's own words when it refuses a delete, and keeps the comment", async () => {
    const { user, panel, session } = await openPanel();
    server.use(
      http.post(`*${ENDPOINTS.addComment}`, async ({ request }) => {
        const body = (await request.json()) as { comment: string };
        return HttpResponse.json({
          comment: body.comment,
          commentedAt: '2026-11-24T09:00:00.000Z',
          _id: 'family-comment-2',
          user_id: session._id,
          children: [],
        });
      }),
      http.post(`*${ENDPOINTS.deleteComment}`, () =>
        HttpResponse.json({ error: "You can't delete this comment" }, { status: 403 }),
      ),
    );
    await user.type(within(panel).getByRole('textbox', { name: 'Leave a comment' }), 'Kept');
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    await within(panel).findByText('Kept');
    const mine = cards(panel)[0]!;
    await user.click(within(mine).getByRole('button', { name: /^Delete comment by/ }));
    expect(await within(mine).findByRole('alert')).toHaveTextContent(
      /^You can't delete this comment$/,
    );
    expect(cards(panel)).toContain(mine);
  });
});
