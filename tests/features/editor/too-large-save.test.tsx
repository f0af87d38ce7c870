import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { server } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { allowConsoleError } from '../../support/console';
import { adminSession, renderApp } from '../../render-app';

/**
 * A server of the family parses bodies with Express's `express.json()`, whose limit is 100 KB: a longer post
 * is refused with its HTML 413 page before any handler reads it (docs/decisions/0055). Saving again cannot
 * help, so the editor says what can, and keeps every word.
 */
const SLOW = { timeout: 10_000 };
const EXPRESS_413 =
  '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>PayloadTooLargeError: request entity too large<br> &nbsp; &nbsp;at readStream (/app/node_modules/raw-body/index.js:163:17)</pre>\n</body>\n</html>\n';

it('a save refused as too large says so, keeps the words and their copy', async () => {
  allowConsoleError(/Saving the blog failed/);
  server.use(
    http.post('*/create-blog', () =>
      HttpResponse.text(EXPRESS_413, { status: 413, headers: { 'Content-Type': 'text/html' } }),
    ),
  );
  const user = userEvent.setup();
  const { router } = renderApp(`/editor/${SEED_BLOG_IDS.adminDraft}`, { user: adminSession });
  const title = () => screen.getByRole('textbox', { name: 'Blog Title' });
  await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
  await user.type(title(), ', at length');
  const typed = (title() as HTMLInputElement).value;
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByText(SAVE_MESSAGES.tooLarge, {}, SLOW)).toBeInTheDocument();
  expect(title()).toHaveValue(typed);
  expect(router.state.location.pathname).toBe(`/editor/${SEED_BLOG_IDS.adminDraft}`);
  expect(Object.keys(localStorage).some((key) => key.startsWith(STORAGE_KEYS.editorCopy))).toBe(
    true,
  );
});
