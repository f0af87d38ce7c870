import { act, screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { recordRequests, seedBlog } from '../../support/sign-in-as';
import { holdAnswers } from '../../support/held-answers';
import { microtasks, outsideAct } from '../../support/quick-hands';

/**
 * Fixed (decision 0060): 'Load More Replies' pressed twice quickly sends get-replies twice (the first read cancelled). Its guard
 * is `replies.loading` (query.isFetching of the render before, comments-thread.tsx MoreReplies and
 * use-comment-thread.ts fetchMore); TanStack Query draws the fetching state a task later, so the second press
 * calls fetchNextPage() again, whose default cancelRefetch cancels the read under way and sends it anew.
 * ('Show N replies' twice is deduplicated by TanStack: no data yet, nothing is cancelled.)
 */
const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');

async function openPanel() {
  const view = renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`);
  await screen.findByRole('heading', { level: 1, name: busy().title }, { timeout: 5000 });
  await act(async () => {
    screen.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
  });
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  await waitFor(() => expect(cards(panel)).toHaveLength(5));
  // Jonas's comment (6 replies) is on the second or third page.
  for (let loaded = 10; loaded <= 12; loaded += 2) {
    if (within(panel).queryByRole('button', { name: 'Show 6 replies' })) break;
    await act(async () => {
      within(panel).getByRole('button', { name: 'Load More' }).click();
    });
    await waitFor(() => expect(cards(panel).length).toBeGreaterThanOrEqual(Math.min(loaded, 12)));
  }
  return { panel, view };
}

describe('replies at a quick hand', () => {
  outsideAct();

  it('Load More Replies pressed twice reads the next page once', async () => {
    const { panel } = await openPanel();
    const before = cards(panel).length;
    within(panel).getByRole('button', { name: 'Show 6 replies' }).click();
    await waitFor(() => expect(cards(panel)).toHaveLength(before + 5));
    await new Promise((r) => setTimeout(r, 50));
    const requests = recordRequests();
    const release = holdAnswers(ENDPOINTS.getReplies);
    const more = within(panel).getByRole('button', { name: /^Load More Replies/ });
    more.click();
    await microtasks();
    more.click();
    await new Promise((r) => setTimeout(r, 50));
    release();
    await waitFor(() => expect(cards(panel)).toHaveLength(before + 6));
    await new Promise((r) => setTimeout(r, 300));
    expect(requests.count(ENDPOINTS.getReplies)).toBe(1);
  });
});
