import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { tutorialDialect } from '@/mocks/dialect/tutorial';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';

/**
 * Some family servers answer a new blog's create-blog with its database `_id` (docs/decisions/0055), so every
 * new post's save is found among the writer's blogs. The lookup kept only blogs stamped no more than two
 * minutes before the browser's click: a writer whose computer clock was 5 minutes fast was told 'The server
 * did not keep this blog' for a post it kept, and saving again made a second one. The server said it made
 * one: the newest that matches is it, whatever its clock says (the audit of dates, 0061).
 */
const SLOW = { timeout: 10_000 };
const TITLE = 'Server clock five minutes behind';
const SERVER_BEHIND_MS = 5 * 60_000;

function familyAnswersDatabaseIdWithSlowClock() {
  const family = createHandlers(store, faults, tutorialDialect);
  server.use(
    http.post('*/create-blog', async ({ request }) => {
      const body = (await request.clone().json()) as { id?: string };
      if (body.id) return undefined;
      const answer = await getResponse(family, request);
      const { id } = (await answer?.json()) as { id: string };
      const made = store.db.blogs.find((blog) => blog.blog_id === id);
      // The server stamps the blog with its own clock, five minutes behind the browser's.
      if (made) made.publishedAt = new Date(Date.now() - SERVER_BEHIND_MS).toISOString();
      return HttpResponse.json({ id: made?._id });
    }),
  );
}

describe(
  'a new post saved when the server clock is 5 minutes behind the browser',
  { timeout: 20_000 },
  () => {
    it('is taken as saved (not "did not keep"), and a second press makes no second post', async () => {
      familyAnswersDatabaseIdWithSlowClock();
      const user = userEvent.setup();
      const { router } = renderApp('/editor', { user: adminSession });
      await user.type(await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW), TITLE);
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));
      const made = () => store.db.blogs.filter((blog) => blog.title === TITLE);
      await waitFor(() => expect(made()).toHaveLength(1), SLOW);
      // What the writer is told: the server kept the post, so 'Saved 👍' and the Drafts tab. On the current
      // code the toast says SAVE_MESSAGES.notKept instead and the editor stays.
      const said = await screen.findByText(
        (t) => t === SAVE_MESSAGES.savedDraft || t === SAVE_MESSAGES.notKept,
        {},
        SLOW,
      );
      expect(said).toHaveTextContent(SAVE_MESSAGES.savedDraft);
      await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
      expect(made()).toHaveLength(1);
    });
  },
);
