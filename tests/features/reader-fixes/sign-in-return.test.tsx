import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { DEMO_ACCOUNTS, PENDING_SEED_CODE } from '@/mocks/seed/users';
import { store } from '@/mocks/node';
import { renderApp } from '../../render-app';

/**
 * Issue 13, part 8: signing in from a page returns to that page (the navbar's Sign In and Sign Up carry it
 * as router state `from`, which the sign-in screen's guard follows), whichever way the reader signs in.
 */
const BLOG = `/blog/${SEED_BLOG_IDS.newest}`;
const nav = () => screen.getByRole('navigation', { name: 'Main' });
const main = () => screen.getByRole('main');
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
type Router = ReturnType<typeof renderApp>['router'];
/** Journeys over several screens, each loading its module and data: room for a busy machine. */
const WAIT_MS = 3_000;
const JOURNEY_MS = 20_000;
const waitLong = { timeout: WAIT_MS };

async function openBlog(url = BLOG) {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: /Portugal/ }, waitLong);
  return { ...view, user: userEvent.setup() };
}

async function signInWithForm(
  user: ReturnType<typeof userEvent.setup>,
  account: { email: string; password: string },
) {
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, waitLong);
  await user.type(field('Email'), account.email);
  await user.type(field('Password'), account.password);
  await user.click(within(main()).getByRole('button', { name: 'Sign In' }));
}

async function expectBackOnBlog(router: Router) {
  await waitFor(() => expect(router.state.location.pathname).toBe(BLOG), waitLong);
  expect(
    await screen.findByRole('heading', { level: 1, name: /Portugal/ }, waitLong),
  ).toBeInTheDocument();
  expect(within(nav()).getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
}

describe('signing in from a page returns to it', () => {
  it(
    "with the navbar's Sign In and the form",
    async () => {
      const { router, user } = await openBlog();
      await user.click(within(nav()).getByRole('link', { name: 'Sign In' }));
      await signInWithForm(user, DEMO_ACCOUNTS.reader);
      await expectBackOnBlog(router);
    },
    JOURNEY_MS,
  );

  it(
    'keeps the query and the hash of the page',
    async () => {
      const { router, user } = await openBlog(`${BLOG}?ref=share#comments`);
      await user.click(within(nav()).getByRole('link', { name: 'Sign In' }));
      await signInWithForm(user, DEMO_ACCOUNTS.reader);
      await waitFor(() =>
        expect(router.state.location).toMatchObject({
          pathname: BLOG,
          search: '?ref=share',
          hash: '#comments',
        }),
      );
    },
    JOURNEY_MS,
  );

  it(
    'with Google',
    async () => {
      const { router, user } = await openBlog();
      await user.click(within(nav()).getByRole('link', { name: 'Sign In' }));
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, waitLong);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      await expectBackOnBlog(router);
      expect(sessionStore.get()?.username).toBe(DEMO_ACCOUNTS.google.username);
    },
    JOURNEY_MS,
  );

  it(
    "through the navbar's Sign Up, the form's own links and Forgot Password, never to an auth screen",
    async () => {
      const { router, user } = await openBlog();
      await user.click(within(nav()).getByRole('link', { name: 'Sign Up' }));
      await screen.findByRole('heading', { level: 1, name: 'Join us today' }, waitLong);
      // The navbar on an auth screen keeps the page the reader came from, not the auth screen.
      await user.click(within(nav()).getByRole('link', { name: 'Sign In' }));
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, waitLong);
      await user.click(screen.getByRole('link', { name: 'Join us today' }));
      await screen.findByRole('heading', { level: 1, name: 'Join us today' }, waitLong);
      await user.click(screen.getByRole('link', { name: 'Sign in here' }));
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, waitLong);
      await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
      await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, waitLong);
      await user.click(within(main()).getByRole('link', { name: 'Sign In' }));
      await signInWithForm(user, DEMO_ACCOUNTS.reader);
      await expectBackOnBlog(router);
    },
    JOURNEY_MS,
  );

  it(
    'through verifying the email of a new account',
    async () => {
      const { router, user } = await openBlog();
      await user.click(within(nav()).getByRole('link', { name: 'Sign Up' }));
      await screen.findByRole('heading', { level: 1, name: 'Join us today' }, waitLong);
      await user.type(field('Full name'), 'Ada Lovelace');
      await user.type(field('Email'), 'ada@example.com');
      await user.type(field('Password'), 'Secret12');
      await user.click(within(main()).getByRole('button', { name: 'Sign Up' }));
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }, waitLong);
      const code = store.db.outbox.filter((mail) => mail.to === 'ada@example.com').at(-1)?.code;
      await user.type(screen.getByPlaceholderText('Enter 6-digit code'), code ?? '');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await expectBackOnBlog(router);
    },
    JOURNEY_MS,
  );

  it(
    'through an unverified account sent to verify first',
    async () => {
      const { router, user } = await openBlog();
      await user.click(within(nav()).getByRole('link', { name: 'Sign In' }));
      await signInWithForm(user, DEMO_ACCOUNTS.pending);
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }, waitLong);
      await user.type(screen.getByPlaceholderText('Enter 6-digit code'), PENDING_SEED_CODE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await expectBackOnBlog(router);
    },
    JOURNEY_MS,
  );

  it(
    'still goes home from a sign-in screen opened directly',
    async () => {
      const { router } = renderApp('/signin');
      await signInWithForm(userEvent.setup(), DEMO_ACCOUNTS.reader);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
    JOURNEY_MS,
  );
});
