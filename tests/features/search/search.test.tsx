import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { faults, server, store } from '@/mocks/node';
import { renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

const panel = () => screen.getByRole('tabpanel');

describe('search results (SPEC §2 Search results)', () => {
  it('navigates from the navbar search only on Enter with non-empty text', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const box = screen.getByRole('searchbox', { name: 'Search blogs and accounts' });
    await user.type(box, 'train');
    expect(router.state.location.pathname).toBe('/');
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/');
    // Nor text drawn as nothing: zero-width spaces and joiners, pasted (decision 0066).
    await user.click(box);
    await user.paste('\u200b\u200d\u2060');
    await user.keyboard('{Enter}');
    // No navigation began (a search's page is code to download first: the address changes after).
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/');
    await user.clear(box);
    await user.type(box, 'rail pass{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/rail%20pass'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “rail pass”' }),
    ).toBeInTheDocument();
  });

  it('does not search on the Enter that confirms an input method’s composition, only on the next', async () => {
    const user = userEvent.setup();
    // From a search page: its code is here, so a search would show at once.
    const { router } = renderApp('/search/travel');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await screen.findByRole('heading', { level: 1, name: 'Search results for “travel”' });
    const box = screen.getByRole('searchbox', { name: 'Search blogs and accounts' });
    await user.clear(box);
    await user.type(box, '東');
    // The keydown of the Enter that ends a composition: isComposing, or key code 229 in Safari.
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    await user.type(box, '京');
    expect(router.state.location.pathname).toBe('/search/travel');
    await user.keyboard('{Enter}');
    const searched = `/search/${encodeURIComponent('東京')}`;
    await waitFor(() => expect(router.state.location.pathname).toBe(searched));
    expect(visited).not.toContain(`/search/${encodeURIComponent('東')}`);
  });

  it('searches for “.” as for any text (not a dot segment of the address)', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search blogs and accounts' }),
      '.{Enter}',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “.”' }),
    ).toBeInTheDocument();
  });

  it('searches for text with a percent escape in it as typed, decoded once', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const box = screen.getByRole('searchbox', { name: 'Search blogs and accounts' });
    await user.type(box, '50%2F50 split{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/50%252F50%20split'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “50%2F50 split”' }),
    ).toBeInTheDocument();
    expect(box).toHaveValue('50%2F50 split');
    await waitFor(() => expect(requests.count(ENDPOINTS.searchBlogs)).toBeGreaterThan(0));
    expect(requests.bodies(ENDPOINTS.searchBlogs)[0]).toMatchObject({ query: '50%2F50 split' });
  });

  it('shows matching blogs, paged with Load More, in the blogs tab', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const matches = store.db.blogs.filter((b) => !b.draft && /the/i.test(b.title));
    expect(matches.length).toBeGreaterThan(5);
    renderApp('/search/the');
    const tab = await screen.findByRole('tab', { name: 'Search Results from “the”' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(within(panel()).getAllByRole('listitem')).toHaveLength(Math.min(10, matches.length)),
    );
    expect(requests.bodies(ENDPOINTS.searchBlogs)).toEqual([
      { query: 'the', page: 1 },
      { query: 'the', page: 2 },
    ]);
  });

  it('shows skeletons in the blogs tab while the search is pending, then the results', async () => {
    const requests = recordRequests();
    faults.set(ENDPOINTS.searchBlogs, { kind: 'delay', ms: 400 });
    renderApp('/search/the');
    await screen.findByRole('tab', { name: 'Search Results from “the”' });
    const skeleton = await within(panel()).findByTestId('skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Loading blogs');
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
    expect(requests.count(ENDPOINTS.searchBlogs)).toBe(1);

    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(5));
    expect(within(panel()).queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading blogs')).not.toBeInTheDocument();
  });

  it('lists matched accounts in the accounts tab, by keyboard too', async () => {
    const user = userEvent.setup();
    renderApp('/search/riley');
    const blogsTab = await screen.findByRole('tab', { name: /Search Results from/ });
    blogsTab.focus();
    await user.keyboard('{ArrowRight}');
    const accounts = screen.getByRole('tab', { name: 'Accounts Matched' });
    expect(accounts).toHaveAttribute('aria-selected', 'true');
    expect(accounts).toHaveFocus();
    const link = await within(panel()).findByRole('link', { name: /Riley Chen/ });
    expect(link).toHaveAttribute('href', '/user/riley_chen');
  });

  it('reopens the accounts tab on Back from a person found there, asking nothing again', async () => {
    const user = userEvent.setup();
    const someone = store.db.users.find((each) => each.verified)!;
    const query = someone.personal_info.username.slice(0, 4);
    const { router } = renderApp(`/search/${encodeURIComponent(query)}`);
    const accounts = await screen.findByRole('tab', { name: 'Accounts Matched' });
    await user.click(accounts);
    expect(router.state.location.search).toBe('?tab=accounts');
    const panel = screen.getByRole('tabpanel');
    const person = await within(panel).findAllByRole('link', { name: new RegExp(query, 'i') });
    const requests = recordRequests();
    await user.click(person.find((link) => link.getAttribute('href')?.startsWith('/user/'))!);
    await screen.findByRole('tablist', { name: 'Profile sections' }, { timeout: 5000 });
    await act(async () => {
      await router.navigate(-1);
    });
    const again = await screen.findByRole('tab', { name: 'Accounts Matched' });
    expect(again).toHaveAttribute('aria-selected', 'true');
    expect(requests.count(ENDPOINTS.searchUsers)).toBe(0);
  });

  it("says 'No user found' and the blogs empty text when nothing matches", async () => {
    const user = userEvent.setup();
    renderApp('/search/zzzz-nothing');
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Accounts Matched' }));
    expect(await screen.findByText('No user found')).toBeInTheDocument();
  });

  it('shows the not-found page for a blank query, asking the server nothing', async () => {
    const requests = recordRequests();
    renderApp('/search/%20%20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(requests.count(ENDPOINTS.searchBlogs)).toBe(0);
    expect(requests.count(ENDPOINTS.searchUsers)).toBe(0);
  });

  it('offers a Retry when the search fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(
      http.post(`*${ENDPOINTS.searchUsers}`, () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
      http.post(`*${ENDPOINTS.searchBlogs}`, () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    renderApp('/search/travel');
    expect(await screen.findByText('The search results could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Accounts Matched' }));
    expect(await screen.findByText('The accounts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
