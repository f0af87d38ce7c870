import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { tutorialDialect } from '@/mocks/dialect/tutorial';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';

/**
 * Some of the family's servers answer a new blog's create-blog with its database `_id`, not its blog_id
 * (docs/decisions/0055). The editor goes on as that blog only by its blog_id: where the writer typed on while
 * the save was out, it moves to /editor/{blog_id}, and the next save edits that blog, with no second one made.
 */
const SLOW = { timeout: 10_000 };
const TITLE = 'Answered by its database id';

/** create-blog as the family answers it, with the new blog's `_id`, held until `release` is called. */
function answerWithDatabaseId() {
  const family = createHandlers(store, faults, tutorialDialect);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sentIds: (string | null)[] = [];
  server.use(
    http.post('*/create-blog', async ({ request }) => {
      const body = (await request.clone().json()) as { id?: string };
      sentIds.push(body.id ?? null);
      if (body.id) return undefined;
      await held;
      const answer = await getResponse(family, request);
      const { id } = (await answer?.json()) as { id: string };
      const made = store.db.blogs.find((blog) => blog.blog_id === id);
      return HttpResponse.json({ id: made?._id });
    }),
  );
  return { release: () => release(), sentIds };
}

const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

describe('a new blog’s save answered with its database _id', { timeout: 20_000 }, () => {
  it('goes on as the blog’s blog_id when the writer typed on, and the next save edits it', async () => {
    const { release, sentIds } = answerWithDatabaseId();
    const user = userEvent.setup();
    const { router } = renderApp('/editor', { user: adminSession });
    await user.type(await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW), TITLE);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await user.type(title(), ', and more');
    release();
    const made = () => store.db.blogs.filter((blog) => blog.title.startsWith(TITLE));
    await waitFor(() => expect(made()).toHaveLength(1), SLOW);
    const blogId = made()[0]?.blog_id ?? '';
    await waitFor(() => expect(router.state.location.pathname).toBe(`/editor/${blogId}`), SLOW);
    await waitFor(() => expect(title()).toHaveValue(`${TITLE}, and more`), SLOW);

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'), SLOW);
    expect(sentIds).toEqual([null, blogId]);
    expect(made().map((blog) => blog.title)).toEqual([`${TITLE}, and more`]);
  });
});
