import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';

/**
 * Issue 13, part 8 ('What readers hit'): what Back and Forward show. The navbar search box shows the page's
 * query (that query on /search/:query, nothing elsewhere), and each home tag is a history entry.
 */
/** Journeys over several screens, each loading its module and data: room for a busy machine. */
const WAIT_MS = 3_000;
const JOURNEY_MS = 20_000;

const box = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('searchbox', {
    name: 'Search blogs and accounts',
  });
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: WAIT_MS });
type Router = ReturnType<typeof renderApp>['router'];
const go = (router: Router, delta: number) =>
  act(async () => {
    await router.navigate(delta);
  });

describe("the navbar search box after Back and Forward shows the page's query", () => {
  it(
    'shows each search page its own query, and nothing elsewhere',
    async () => {
      const user = userEvent.setup();
      const { router } = renderApp('/');
      await heading('Latest Blogs');
      await user.type(box(), 'rail{Enter}');
      await heading('Search results for “rail”');
      expect(box()).toHaveValue('rail');
      await user.clear(box());
      await user.type(box(), 'train{Enter}');
      await heading('Search results for “train”');

      await go(router, -1);
      await heading('Search results for “rail”');
      expect(box()).toHaveValue('rail');
      await go(router, -1);
      await heading('Latest Blogs');
      expect(box()).toHaveValue('');
      await go(router, 1);
      await heading('Search results for “rail”');
      expect(box()).toHaveValue('rail');
      await go(router, 1);
      await heading('Search results for “train”');
      expect(box()).toHaveValue('train');
    },
    JOURNEY_MS,
  );

  it(
    'shows the query of a search page opened directly; what was typed stays with its page',
    async () => {
      const user = userEvent.setup();
      const { router } = renderApp('/search/rail%20pass');
      await heading('Search results for “rail pass”');
      expect(box()).toHaveValue('rail pass');
      // Typed but not searched: leaving the page forgets it, coming back shows the page's query again.
      await user.type(box(), ' to lisbon');
      expect(box()).toHaveValue('rail pass to lisbon');
      await user.click(screen.getByRole('link', { name: 'Inkwell home' }));
      await heading('Latest Blogs');
      expect(box()).toHaveValue('');
      await go(router, -1);
      await heading('Search results for “rail pass”');
      expect(box()).toHaveValue('rail pass');
    },
    JOURNEY_MS,
  );
});

describe('home topic tags and history', () => {
  it(
    'makes each choice of tag a history entry: Back undoes the filter instead of leaving home',
    async () => {
      const user = userEvent.setup();
      const { router } = renderApp('/');
      await heading('Latest Blogs');
      const topics = screen.getByRole('group', { name: 'Filter by topic' });
      await user.click(within(topics).getByRole('button', { name: 'tech' }));
      await heading('Blogs about tech');
      await user.click(within(topics).getByRole('button', { name: 'travel' }));
      await heading('Blogs about travel');
      // Choosing the active tag again clears the filter: a step of its own too.
      await user.click(within(topics).getByRole('button', { name: 'travel' }));
      await heading('Latest Blogs');

      await go(router, -1);
      await heading('Blogs about travel');
      await go(router, -1);
      await heading('Blogs about tech');
      expect(router.state.location.search).toBe('?tag=tech');
      expect(within(topics).getByRole('button', { name: 'tech' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await go(router, -1);
      await heading('Latest Blogs');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      await go(router, 1);
      await heading('Blogs about tech');
    },
    JOURNEY_MS,
  );
});
