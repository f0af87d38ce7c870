import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { NETWORK_ERROR_TEXT } from '@/api/errors';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';

/**
 * A new blog's save whose answer never comes (the connection drops, the gateway gives up) may still have made
 * the blog. Saving again must not make a second: the save looks among the writer's blogs for the one it made
 * (docs/decisions/0053). Where the server made nothing, the failure is said and saving again makes one.
 */
const SLOW = { timeout: 10_000 };
const TITLE = 'Sent into the dark';

/** create-blog as a connection that drops once the server has (`commits`) or has not done the work. */
function answerLost({ commits }: { commits: boolean }) {
  const backend = createHandlers(store, faults);
  let lost = 1;
  server.use(
    http.post('*/create-blog', async ({ request }) => {
      if (!lost) return undefined;
      lost -= 1;
      if (commits) await getResponse(backend, request);
      return HttpResponse.error();
    }),
  );
}

const titled = () => store.db.blogs.filter((blog) => blog.title === TITLE);

async function writeAndSave() {
  const user = userEvent.setup();
  const { router } = renderApp('/editor', { user: adminSession });
  const title = await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW);
  await user.type(title, TITLE);
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  return { user, router };
}

describe('a new blog’s save whose answer is lost', { timeout: 20_000 }, () => {
  it('finds the blog the server made, and goes on as after any save: one blog', async () => {
    answerLost({ commits: true });
    const { router } = await writeAndSave();
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(titled()).toHaveLength(1);
  });

  it('says so where the server made nothing, and a second save makes the one blog', async () => {
    answerLost({ commits: false });
    const { user, router } = await writeAndSave();
    expect(await screen.findByText(NETWORK_ERROR_TEXT, {}, SLOW)).toBeInTheDocument();
    expect(titled()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(titled()).toHaveLength(1);
  });
});
