import { screen, waitFor } from '@testing-library/react';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { readerSession, renderApp } from '../../render-app';
import { seedBlog } from '../../support/sign-in-as';
import { outsideAct, signedOut, signOutThenTheLogo } from '../../support/quick-hands';

/** Home's code arrives when the test says: a download under way while the person clicks. */
const download = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/app/routes/home', async (original) => {
  await download.arrived;
  return original();
});

/**
 * Sign Out from a page whose visit began elsewhere, then a click on the logo at once (decision 0060 left it):
 * Sign Out goes home carrying the intent, and the session ends when home is drawn with it. Home's code had
 * first to be downloaded, and the click's navigation overtook the Sign Out's: the person stayed signed in.
 * Sign Out now waits for home's code before it goes, so a click during the download is overtaken by it
 * (decision 0065). Home's code arrives here only when the test lets it.
 */
describe('Sign Out before home’s code is here', () => {
  outsideAct();

  it('a click on the logo at once still signs out', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    const view = renderApp(`/blog/${blog.blog_id}`, { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: blog.title });
    await signOutThenTheLogo();
    download.arrive();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' });
    await signedOut();
  });
});
