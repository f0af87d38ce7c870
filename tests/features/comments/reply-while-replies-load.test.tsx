import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { answerAsFamily } from '../../support/family-server';
import { holdAnswers } from '../../support/held-answers';
import { recordRequests, seedBlog, signInAs } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/**
 * A reply posted while 'Show replies' of its parent is loading (docs/decisions/0059): that read was asked
 * before the reply existed; the reply shows once, right after its parent (SPEC §4), whichever order the
 * server keeps replies in.
 */
const busy = () => seedBlog(SEED_BLOG_IDS.manyComments);
const commentsButton = () => screen.getByRole('button', { name: /^Comments \(\d+\)$/ });
const cards = (panel: HTMLElement) => within(panel).queryAllByRole('article');
const jonasCard = (panel: HTMLElement) =>
  cards(panel).find((card) => card.textContent?.includes('Innovation tokens'))!;

describe('a reply posted while Show replies of its parent is loading', () => {
  it.each([
    ['oldest first (SPEC)', false],
    ['newest first (the family’s servers)', true],
  ])(
    'shows the reply once, right after its parent, once the replies arrive: %s',
    async (_, family) => {
      if (family) answerAsFamily(ENDPOINTS.getReplies);
      const user = userEvent.setup();
      const session = await signInAs('reader');
      renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
      await screen.findByRole('heading', { level: 1, name: busy().title }, { timeout: 5000 });
      await user.click(commentsButton());
      const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
      await waitFor(() => expect(cards(panel)).toHaveLength(5));
      await user.click(within(panel).getByRole('button', { name: 'Load More' }));
      await waitFor(() => expect(cards(panel)).toHaveLength(10));
      await user.click(within(panel).getByRole('button', { name: 'Load More' }));
      await waitFor(() => expect(cards(panel)).toHaveLength(12));

      const requests = recordRequests();
      // Only the first read of the replies is slow (answered with what the server had before the reply).
      let seen = 0;
      const release = holdAnswers(ENDPOINTS.getReplies, () => ++seen === 1);
      await user.click(within(jonasCard(panel)).getByRole('button', { name: 'Show 6 replies' }));
      await waitFor(() => expect(requests.count(ENDPOINTS.getReplies)).toBe(1));

      await user.click(within(jonasCard(panel)).getByRole('button', { name: /^Reply to @jonas/ }));
      await user.type(
        within(panel).getByRole('textbox', { name: /^Reply to @jonas/ }),
        'Posted while replies load',
      );
      await user.click(within(panel).getByRole('button', { name: 'Reply' }));
      await waitFor(() => expect(requests.count(ENDPOINTS.addComment)).toBe(1));
      await waitFor(() =>
        expect(within(panel).queryByRole('textbox', { name: /^Reply to @jonas/ })).toBeNull(),
      );
      release();

      // Jonas's comment, then its replies: the new one on top (SPEC §4, right after its parent), then 5 of
      // its older ones (the 6th behind Load More Replies).
      await waitFor(() => expect(cards(panel).length).toBeGreaterThanOrEqual(12 + 5));
      await waitFor(() => expect(requests.count(ENDPOINTS.getReplies)).toBeGreaterThanOrEqual(2));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // What the reader sees: the reply, once, right after Jonas's comment.
      expect(within(panel).queryAllByText('Posted while replies load')).toHaveLength(1);
      const all = cards(panel);
      const at = all.indexOf(jonasCard(panel));
      expect(all[at + 1]).toHaveTextContent('Posted while replies load');
      expect(within(panel).getAllByText('Posted while replies load')).toHaveLength(1);
      // The server has the reply under Jonas's comment.
      const jonas = store.db.comments.find(
        (c) => c.blog_id === busy()._id && c.children.length === 7,
      );
      expect(jonas).toBeDefined();
    },
  );
});
