import { screen } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';
import { answerAsFamily } from '../../support/family-server';

/**
 * API-CONTRACT.md: the family's get-blog answers a blog that does not exist with its runtime's crash, a 500
 * (`Cannot read properties of null (reading 'author')`). A reader following a dead link is told the blog is
 * not there, not offered a Retry that can never work; a writer is sent to the not-found page.
 */
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };

describe('a missing blog on a family server', () => {
  it("the blog page says 'Blog not found', with no Retry", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerAsFamily(ENDPOINTS.getBlog);
    const requests = recordRequests();
    renderApp('/blog/no-such-blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog not found' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(requests.count(ENDPOINTS.getBlog)).toBe(1);
  });

  it('the same server still shows a blog that exists', async () => {
    answerAsFamily(ENDPOINTS.getBlog);
    renderApp(`/blog/${SEED_BLOG_IDS.everyBlock}`);
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).not.toHaveTextContent(
      /Blog not found|could not be loaded/,
    );
  });

  it('the editor of a missing blog goes to the not-found page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerAsFamily(ENDPOINTS.getBlog);
    renderApp('/editor/no-such-blog', { user: adminSession });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
