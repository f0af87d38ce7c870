import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog, signInAs } from '../../support/sign-in-as';

/**
 * A comment whose answer is lost (a dropped connection, a gateway's 502) is looked for among the blog's
 * comments, made since the click. The window was two minutes: with the browser's clock 5 minutes ahead of the
 * server's, the comment the server made was not found, 'Your comment could not be posted' was said, and
 * pressing Comment again posted it twice. The window is ten minutes (the audit of dates, 0061).
 */
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };
const SERVER_BEHIND_MS = 5 * 60_000;
const TEXT = 'Posted while the clocks disagree';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('a lost comment answer is still recognised when the server clock is 5 minutes behind', async () => {
  const backend = createHandlers(store, faults);
  let lost = 1;
  server.use(
    http.post(`*${ENDPOINTS.addComment}`, async ({ request }) => {
      if (!lost) return undefined;
      lost -= 1;
      await getResponse(backend, request);
      const made = store.db.comments.find((each) => each.comment === TEXT);
      if (made) made.commentedAt = new Date(Date.now() - SERVER_BEHIND_MS).toISOString();
      return HttpResponse.error();
    }),
  );
  const user = userEvent.setup();
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: await signInAs('reader') });
  const blog = seedBlog(SEED_BLOG_IDS.manyComments);
  await screen.findByRole('heading', { level: 1, name: blog.title }, SLOW);
  await user.click(screen.getByRole('button', { name: /^Comments \(\d+\)$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, SLOW);
  await waitFor(() => expect(within(panel).queryAllByRole('article')).toHaveLength(5), SLOW);
  await user.type(within(panel).getByRole('textbox', { name: 'Leave a comment' }), TEXT);
  await user.click(within(panel).getByRole('button', { name: 'Comment' }));
  // The server made it: the reader should see their comment, not a failure inviting a second post.
  await waitFor(() => {
    expect(within(panel).queryByText(/Your comment could not be posted/)).toBeNull();
    expect(within(panel).queryAllByRole('article')[0]).toHaveTextContent(TEXT);
  }, SLOW);
  expect(store.db.comments.filter((each) => each.comment === TEXT)).toHaveLength(1);
});
