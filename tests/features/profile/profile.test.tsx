import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { faults, server, store } from '@/mocks/node';
import { renderApp } from '../../render-app';
import { recordRequests, seedUser, signInAs } from '../../support/sign-in-as';
import { profileHeadTags, renderHead } from '../../../server/head';
import { MISSING, readServerProfile } from '../../../server/backend';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const panel = () => screen.getByRole('tabpanel');

/** The follower listed first (newest relationship first). */
function newestFollower(username: string) {
  const id = seedUser(username).followers.at(-1);
  const follower = store.db.users.find((item) => item._id === id);
  if (!follower) throw new Error(`${username} has no followers`);
  return follower;
}

async function openProfile(username: string, session?: Awaited<ReturnType<typeof signInAs>>) {
  const view = renderApp(`/user/${username}`, { user: session ?? null });
  await screen.findByRole('heading', { level: 1, name: seedUser(username).personal_info.fullname });
  return view;
}

describe('profile (SPEC §2 Profile)', () => {
  it('shows a visitor the person, joined date, follow button and sign-in prompts', async () => {
    const user = userEvent.setup();
    await openProfile('amelia_hart');
    // The username is isolated in its own direction (a <bdi>) after the '@'.
    expect(screen.getByText('amelia_hart').parentElement).toHaveTextContent(/^@amelia_hart$/);
    expect(screen.getAllByText(/^Joined on \d{1,2} [A-Z][a-z]{2,3} \d{4}$/).length).toBeGreaterThan(
      0,
    );
    expect(tabNames()).toEqual(['Favourite Blogs', 'Followers', 'Following', 'About']);
    expect(within(panel()).getByText('Please Sign In')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    expect(within(panel()).getByText('Please Sign In')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(within(panel()).getByText('Please Sign In')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Please Sign In to follow a user.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('fetches the person’s own picture at once with high priority (the page’s largest paint), the rest lazily', async () => {
    const user = userEvent.setup();
    await openProfile('amelia_hart', await signInAs('reader'));
    const own = screen.getByRole('img', { name: 'Amelia Hart' });
    expect(own).toHaveAttribute('loading', 'eager');
    expect(own).toHaveAttribute('fetchpriority', 'high');
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    // A follower's picture is decorative beside their printed name: found as an element, not by role.
    await within(panel()).findByText(newestFollower('amelia_hart').personal_info.fullname);
    const theirs = [...panel().querySelectorAll('img')];
    expect(theirs.length).toBeGreaterThan(0);
    for (const img of theirs) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('titles and describes the page as the server’s page for a first visit does, so the tab’s title stays', async () => {
    const amelia = seedUser('amelia_hart');
    const served = readServerProfile(amelia);
    if (!served || served === MISSING) throw new Error('the server could not read the profile');
    const head = new DOMParser().parseFromString(
      `<head>${renderHead(profileHeadTags(served, { siteName: 'Inkwell', origin: window.location.origin }))}</head>`,
      'text/html',
    ).head;
    const serverTitle = head.querySelector('title')?.textContent;
    expect(serverTitle).toBe('Amelia Hart (@amelia_hart) | Inkwell');

    await openProfile('amelia_hart');
    await waitFor(() => expect(document.title).toBe(serverTitle));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    );
    expect(amelia.personal_info.bio).not.toBe('');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      amelia.personal_info.bio,
    );
  });

  it('shows the bio and only http(s) social links in About', async () => {
    const user = userEvent.setup();
    const amelia = seedUser('amelia_hart');
    amelia.social_links.youtube = 'javascript:alert(1)';
    await openProfile('amelia_hart');
    await user.click(screen.getByRole('tab', { name: 'About' }));
    expect(within(panel()).getByText(amelia.personal_info.bio)).toBeInTheDocument();
    const links = within(panel()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.linkedin.com/in/ameliahart',
      'https://x.com/ameliahart',
      'https://ameliahart.example.com/',
    ]);
    expect(within(panel()).queryByText('YouTube')).not.toBeInTheDocument();
  });

  it("says 'Nothing to read here' for an empty bio", async () => {
    const user = userEvent.setup();
    await openProfile('zara_ahmed');
    await user.click(screen.getByRole('tab', { name: 'About' }));
    expect(within(panel()).getByText('Nothing to read here')).toBeInTheDocument();
  });

  it('gives an admin on their own profile the totals, Edit Profile, no follow button and Blogs Published', async () => {
    const admin = await signInAs('admin');
    await openProfile('amelia_hart', admin);
    const me = seedUser('amelia_hart');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings/edit-profile',
    );
    expect(screen.queryByRole('button', { name: /^(Follow|Unfollow)$/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(
          `${me.account_info.total_posts} Blogs · ${me.account_info.total_reads.toLocaleString()} Reads`,
        ),
      ),
    ).toBeInTheDocument();
    expect(tabNames()[0]).toBe('Blogs Published');
    expect(await within(panel()).findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('hides Blogs Published from non-admins and the totals from other profiles', async () => {
    const reader = await signInAs('reader');
    await openProfile('amelia_hart', reader);
    expect(tabNames()).not.toContain('Blogs Published');
    expect(screen.queryByText(/Reads$/)).not.toBeInTheDocument();
  });

  it('follows and unfollows, reloading the profile each time', async () => {
    const user = userEvent.setup();
    const reader = await signInAs('reader');
    const requests = recordRequests();
    const target = seedUser('zara_ahmed');
    await openProfile('zara_ahmed', reader);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(requests.bodies(ENDPOINTS.followUser)).toEqual([{ targetUserId: target._id }]);
    expect(requests.count(ENDPOINTS.getProfile)).toBe(2);

    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    expect(await within(panel()).findByRole('link', { name: /Riley Chen/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(requests.bodies(ENDPOINTS.unfollowUser)).toEqual([{ targetUserId: target._id }]);
    expect(await within(panel()).findByText('No Followers found')).toBeInTheDocument();
  });

  it('shows each empty text for a profile with no favourites or follows', async () => {
    const user = userEvent.setup();
    const reader = await signInAs('reader');
    const zara = seedUser('zara_ahmed');
    zara.followers = [];
    zara.following = [];
    store.db.likes = store.db.likes.filter((like) => like.user !== zara._id);
    await openProfile('zara_ahmed', reader);
    expect(await within(panel()).findByText('No Favourite Blogs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    expect(await within(panel()).findByText('No Followers found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await within(panel()).findByText('No Following found')).toBeInTheDocument();
  });

  it("says 'No Blogs Published' for an author without blogs", async () => {
    const admin = await signInAs('admin');
    await openProfile('zara_ahmed', admin);
    expect(await within(panel()).findByText('No Blogs Published')).toBeInTheDocument();
  });

  it('pages followers with Load More while the total exceeds what is loaded', async () => {
    const user = userEvent.setup();
    const reader = await signInAs('reader');
    const amelia = seedUser('amelia_hart');
    const total = amelia.followers.length;
    expect(total).toBeGreaterThan(5);
    await openProfile('amelia_hart', reader);
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(5));
    await user.click(within(panel()).getByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(within(panel()).getAllByRole('listitem')).toHaveLength(Math.min(10, total)),
    );
  });

  it('resets every list when switching to another profile', async () => {
    const user = userEvent.setup();
    const reader = await signInAs('reader');
    const requests = recordRequests();
    const amelia = seedUser('amelia_hart');
    const zara = seedUser('zara_ahmed');
    const hana = seedUser('hana_sato');
    const [ameliaLiked, zaraLiked] = store.db.blogs.filter(
      (blog) => !blog.draft && blog.author !== amelia._id && blog.author !== zara._id,
    );
    store.db.likes = store.db.likes.filter(
      (like) => like.user !== amelia._id && like.user !== zara._id,
    );
    store.db.likes.push(
      { user: amelia._id, blog: ameliaLiked!._id, likedAt: new Date().toISOString() },
      { user: zara._id, blog: zaraLiked!._id, likedAt: new Date().toISOString() },
    );
    // Zara's only follower is Hana, who does not follow Amelia.
    expect(amelia.followers).not.toContain(hana._id);
    zara.followers = [hana._id];
    hana.following.push(zara._id);

    const { router } = await openProfile('amelia_hart', reader);
    expect(
      await within(panel()).findByRole('heading', { name: ameliaLiked!.title }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    const ameliaFollower = new RegExp(newestFollower('amelia_hart').personal_info.fullname);
    expect(await within(panel()).findByRole('link', { name: ameliaFollower })).toBeInTheDocument();

    await act(() => router.navigate('/user/zara_ahmed'));
    await screen.findByRole('heading', { level: 1, name: 'Zara Ahmed' });
    expect(screen.getByRole('tab', { name: 'Favourite Blogs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await within(panel()).findByRole('heading', { name: zaraLiked!.title }),
    ).toBeInTheDocument();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(ameliaLiked!.title)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    expect(await within(panel()).findByRole('link', { name: /Hana Sato/ })).toHaveAttribute(
      'href',
      '/user/hana_sato',
    );
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel()).queryByRole('link', { name: ameliaFollower })).not.toBeInTheDocument();

    // Each list asked the server again, for the new profile.
    const lists = [
      [ENDPOINTS.favouriteBlogs, { page: 1 }],
      [ENDPOINTS.favouriteBlogsCount, {}],
      [ENDPOINTS.getFollowers, { page: 1 }],
      [ENDPOINTS.getFollowersCount, {}],
    ] as const;
    for (const [endpoint, rest] of lists) {
      expect(requests.bodies(endpoint)).toEqual([
        { ...rest, profileId: amelia._id },
        { ...rest, profileId: zara._id },
      ]);
    }
    expect(requests.bodies(ENDPOINTS.getProfile)).toEqual([
      { username: 'amelia_hart' },
      { username: 'zara_ahmed' },
    ]);
  });

  it('keeps the open tab in the URL, so Back from a person in Following reopens Following', async () => {
    const user = userEvent.setup();
    const reader = await signInAs('reader');
    const { router } = await openProfile('amelia_hart', reader);
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(router.state.location.search).toBe('?tab=following');
    const person = (await within(panel()).findAllByRole('link'))[0]!;
    const name = person.getAttribute('href')!.replace('/user/', '');
    await user.click(person);
    await screen.findByRole('heading', {
      level: 1,
      name: seedUser(name).personal_info.fullname,
    });
    // Another profile opens on its first tab.
    expect(screen.getByRole('tab', { name: 'Favourite Blogs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Amelia Hart' });
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel()).findAllByRole('link')).not.toHaveLength(0);
  });

  it('shows the profile skeleton while the profile is pending', async () => {
    const requests = recordRequests();
    faults.set(ENDPOINTS.getProfile, { kind: 'delay', ms: 400 });
    renderApp('/user/amelia_hart');
    const label = await screen.findByText('Loading the profile');
    const skeleton = label.closest('[data-testid="skeleton"]');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(requests.count(ENDPOINTS.getProfile)).toBe(1);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amelia Hart' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading the profile')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('shows an error with a Retry when the favourite blogs fail, and recovers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const reader = await signInAs('reader');
    const amelia = seedUser('amelia_hart');
    const liked = store.db.blogs.find((blog) => !blog.draft && blog.author !== amelia._id)!;
    store.db.likes = store.db.likes.filter((like) => like.user !== amelia._id);
    store.db.likes.push({ user: amelia._id, blog: liked._id, likedAt: new Date().toISOString() });
    faults.set(ENDPOINTS.favouriteBlogs, { kind: 'status', status: 500 });
    await openProfile('amelia_hart', reader);
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('The blogs could not be loaded.');
    expect(within(panel()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByRole('heading', { name: liked.title })).toBeInTheDocument();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error with a Retry when the followers fail, and recovers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const reader = await signInAs('reader');
    const newest = newestFollower('amelia_hart');
    faults.set(ENDPOINTS.getFollowers, { kind: 'status', status: 500 });
    await openProfile('amelia_hart', reader);
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    expect(within(panel()).queryAllByRole('link')).toHaveLength(0);

    faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(panel()).findByRole('link', { name: new RegExp(newest.personal_info.fullname) }),
    ).toHaveAttribute('href', `/user/${newest.personal_info.username}`);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends loading with a Retry when the profile fails, and says when it does not exist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderApp('/user/nobody_here');
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    view.unmount();
    server.use(
      http.post(`*${ENDPOINTS.getProfile}`, () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    renderApp('/user/amelia_hart');
    expect(
      await screen.findByRole('heading', { name: 'This profile could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
