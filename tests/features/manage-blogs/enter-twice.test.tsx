import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { adminSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/**
 * Enter pressed again on the same search while its first answer is on its way asks nothing more (decision
 * 0060): the list and its count were cancelled and sent again.
 */
describe('Manage blogs: Enter twice on one search', () => {
  it('asks for the search once while its first answer is on the way', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/blogs', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    await within(screen.getByRole('tabpanel')).findAllByRole('heading', { level: 2 });
    const release = holdAnswers(ENDPOINTS.userWrittenBlogs, (body) => body.query === 'the');
    const log = recordRequests();
    const box = screen.getByRole('searchbox', { name: 'Search your blogs' });
    await user.type(box, 'the{Enter}');
    await user.keyboard('{Enter}');
    release();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 500)));
    const searched = (path: string) =>
      log.bodies(path).filter((body) => (body as { query?: string }).query === 'the');
    expect(searched(ENDPOINTS.userWrittenBlogs)).toHaveLength(1);
    expect(searched(ENDPOINTS.userWrittenBlogsCount)).toHaveLength(1);
  });
});
