import { screen } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';

/**
 * A blog whose date cannot be read (null, garbage) read 'Published on · , 2 min read': no 'Published on' before
 * nothing now, as the profile shows no 'Joined on' without a date (the audit of dates, 0061).
 */
it("a blog with no usable date shows no dangling 'Published on'", async () => {
  const backend = createHandlers(store, faults);
  server.use(
    http.post('*/get-blog', async ({ request }) => {
      const answer = await getResponse(backend, request);
      const body = (await answer?.json()) as { blog: Record<string, unknown> };
      return HttpResponse.json({ blog: { ...body.blog, publishedAt: null } });
    }),
  );
  renderApp(`/blog/${SEED_BLOG_IDS.newest}`);
  const reading = await screen.findByText(/min read/, {}, { timeout: 10_000 });
  expect(reading).not.toHaveTextContent(/Published on/);
  expect(reading).not.toHaveTextContent(/^\s*·/);
});
