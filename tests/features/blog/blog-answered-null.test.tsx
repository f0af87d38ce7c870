import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';

/**
 * get-blog answered 200 `{ blog: null }` (a server whose lookup found nothing and said so): the blog is not
 * found, as get-profile's 200 `null` is. It was read as a malformed answer, 'This blog could not be loaded',
 * with a Retry that could never help (the audit of error paths, 0061).
 */
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('shows "Blog not found" (no endless Retry) for a 200 { blog: null }', async () => {
  server.use(http.post(`*${ENDPOINTS.getBlog}`, () => HttpResponse.json({ blog: null })));
  renderApp(`/blog/${SEED_BLOG_IDS.newest}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: /Blog not found|could not be loaded/ }),
  ).toHaveTextContent('Blog not found');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});
