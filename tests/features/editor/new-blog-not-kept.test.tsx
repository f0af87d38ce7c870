import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { server, store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';

/**
 * A new blog's save that the server answered 200 without keeping it (the audit of error paths, 0061): with
 * only an error's words, an HTML page, or an answer without the blog's address that no list of the writer's
 * holds. It was said 'Saved 👍', the writer was taken to Manage blogs, and the copy of the work in this browser
 * was deleted: the writing was gone. Now the reason is said, and the writer stays with the work and its copy.
 */
const SLOW = { timeout: 10_000 };
const copies = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(STORAGE_KEYS.editorCopy));

describe('a new blog the server did not keep', { timeout: 20_000 }, () => {
  for (const [kind, answer, said] of [
    [
      'with only an error',
      () => HttpResponse.json({ error: 'Blog limit reached' }),
      'Blog limit reached',
    ],
    [
      'with an HTML page',
      () => HttpResponse.html('<!doctype html><html><body>Welcome</body></html>'),
      SAVE_MESSAGES.failed,
    ],
    ['without its address', () => HttpResponse.json({ message: 'ok' }), SAVE_MESSAGES.notKept],
  ] as const) {
    it(`answered 200 ${kind}: says why, and keeps the writer with the work`, async () => {
      server.use(http.post(`*${ENDPOINTS.createBlog}`, answer));
      const user = userEvent.setup();
      const { router } = renderApp('/editor', { user: adminSession });
      await user.type(await screen.findByRole('textbox', { name: 'Blog Title' }, SLOW), 'Keep me');
      await waitFor(() => expect(copies()).toHaveLength(1), SLOW);
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));
      expect(await screen.findByText(said, {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByText(SAVE_MESSAGES.savedDraft)).not.toBeInTheDocument();
      expect(store.db.blogs.some((blog) => blog.title === 'Keep me')).toBe(false);
      expect(router.state.location.pathname).toBe('/editor');
      expect(screen.getByRole('textbox', { name: 'Blog Title' })).toHaveValue('Keep me');
      expect(copies()).toHaveLength(1);
    });
  }
});
