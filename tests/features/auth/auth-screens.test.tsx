import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { sessionStore } from '@/lib/session';
import { faults, server, store } from '@/mocks/node';
import { DEMO_ACCOUNTS, PENDING_SEED_CODE } from '@/mocks/seed/users';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppToaster } from '@/app/providers/app-toaster';
import { VerifyEmailScreen } from '@/features/auth/verify-email-screen';
import { readerSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';
import { allowConsoleError } from '../../support/console';
import { answerAsFamily } from '../../support/family-server';

const main = () => screen.getByRole('main');
const form = () => screen.getByRole('heading', { level: 1 }).closest('form') as HTMLElement;
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  return user;
}

async function openSignIn(url = '/signin') {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  return view;
}

/** Fills the sign-up form for Ada and sends it. */
async function signUpAda() {
  const user = await fill({
    'Full name': 'Ada Lovelace',
    Email: 'ada@example.com',
    Password: 'Secret12',
  });
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return user;
}

async function openSignUp() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Join us today' });
  return view;
}

function lastEmailTo(email: string) {
  const found = store.db.outbox.filter((item) => item.to === email).at(-1);
  if (!found) throw new Error(`No email to ${email}`);
  return found;
}

describe('authentication screen (SPEC §2)', () => {
  it('shows sign-in mode: email, password with show/hide, links, the divider and Google', async () => {
    const user = userEvent.setup();
    await openSignIn();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: /show password/i }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join us today' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows sign-up mode with the full name and the way back to sign-in', async () => {
    await openSignUp();
    expect(field('Full name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText(/Already a member\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('link', { name: 'Forgot Password?' })).not.toBeInTheDocument();
  });

  it('validates in the order of SPEC §5 and sends nothing until the form is valid', async () => {
    const requests = recordRequests();
    await openSignUp();
    const user = userEvent.setup();
    const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await submit();
    expect(await screen.findByText('Fullname must be at least 3 letters long')).toBeInTheDocument();
    await fill({ 'Full name': 'Ada Lovelace' });
    await submit();
    expect(await screen.findByText('Enter Email')).toBeInTheDocument();
    await fill({ Email: 'ada@example' });
    await submit();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await fill({ Email: 'ada@example.com', Password: 'secret' });
    await submit();
    expect(
      await screen.findByText(
        'Password needs 6-20 chars with at least 1 digit, 1 lowercase, 1 uppercase',
      ),
    ).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.signUp)).toBe(0);
  });

  it('signs in, stores the session and goes home', async () => {
    const { router } = await openSignIn();
    const user = await fill({
      Email: DEMO_ACCOUNTS.reader.email,
      Password: DEMO_ACCOUNTS.reader.password,
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const stored = JSON.parse(sessionStorage.getItem('user') ?? 'null') as { username: string };
    expect(stored.username).toBe(DEMO_ACCOUNTS.reader.username);
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
  });

  it('returns a user sent to sign in to the page they wanted', async () => {
    const { router } = renderApp('/settings/change-password');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    const user = await fill({
      Email: DEMO_ACCOUNTS.reader.email,
      Password: DEMO_ACCOUNTS.reader.password,
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/change-password'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument();
  });

  it("shows the server's error text, and keeps what was typed", async () => {
    await openSignIn();
    const user = await fill({ Email: DEMO_ACCOUNTS.reader.email, Password: 'Wrong123' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(field('Email')).toHaveValue(DEMO_ACCOUNTS.reader.email);
    expect(field('Password')).toHaveValue('Wrong123');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'Error during auth' when the server gives no text", async () => {
    faults.set(ENDPOINTS.signIn, { kind: 'status', status: 500, body: 'empty' });
    await openSignIn();
    const user = await fill({ Email: 'ada@example.com', Password: 'Secret12' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Error during auth')).toBeInTheDocument();
  });

  it("sends an unverified account to verify its email, whatever the case of 'not verified'", async () => {
    server.use(
      http.post(`*${ENDPOINTS.signIn}`, () =>
        HttpResponse.json({ error: 'Account NOT VERIFIED yet' }, { status: 403 }),
      ),
    );
    const { router } = await openSignIn();
    const user = await fill({ Email: 'noah@example.com', Password: 'Secret12' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Please verify your email before signing in.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We sent a code to noah@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('signs up, shows the server message and verifies with the emailed code', async () => {
    const { router } = await openSignUp();
    const user = await signUpAda();
    expect(await screen.findByText('Verification code sent to your email')).toBeInTheDocument();
    await screen.findByText('We sent a code to ada@example.com');
    expect(router.state.location.search).toBe('?email=ada%40example.com');
    expect(sessionStore.get()).toBeNull();

    const code = lastEmailTo('ada@example.com').code ?? '';
    await user.type(screen.getByPlaceholderText('Enter 6-digit code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()?.fullname).toBe('Ada Lovelace');
  });

  it("uses 'Sign up successful. Check your email!' when the server sends no message", async () => {
    server.use(
      http.post(`*${ENDPOINTS.signUp}`, () =>
        HttpResponse.json({ user: { personal_info: { email: 'ada@example.com' } } }),
      ),
    );
    await openSignUp();
    await signUpAda();
    expect(await screen.findByText('Sign up successful. Check your email!')).toBeInTheDocument();
    expect(await screen.findByText('We sent a code to ada@example.com')).toBeInTheDocument();
  });

  it('says the sign-up succeeded where the server signs the account in at once, with no email to check', async () => {
    answerAsFamily(ENDPOINTS.signUp);
    const { router } = await openSignUp();
    await signUpAda();
    expect(await screen.findByText('Sign up successful.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()?.username).toBeTruthy();
    expect(screen.queryByText(/Check your email/)).not.toBeInTheDocument();
  });

  it('shows a taken email as the server says it', async () => {
    await openSignUp();
    const user = await fill({
      'Full name': 'Riley Again',
      Email: DEMO_ACCOUNTS.reader.email,
      Password: 'Secret12',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
  });

  it('signs in with Google (the mock stands in for the popup)', async () => {
    const { router } = await openSignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()?.username).toBe(DEMO_ACCOUNTS.google.username);
  });

  it("says 'Trouble logging in with Google' when Google sign-in fails", async () => {
    allowConsoleError(/^Google sign-in failed/);
    const logged = vi.spyOn(console, 'error');
    faults.set(ENDPOINTS.googleAuth, { kind: 'status', status: 500 });
    await openSignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Trouble logging in with Google')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
  });

  it('sends a signed-in user away from the screen', async () => {
    const { router } = renderApp('/signup', { user: readerSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('verify email (SPEC §2)', () => {
  const pending = DEMO_ACCOUNTS.pending;

  async function openVerify(url = `/verify-email?email=${encodeURIComponent(pending.email)}`) {
    const view = renderApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });
    return view;
  }

  it('shows the texts of the spec and takes the email from navigation state too', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/verify-email', { state: { email: pending.email } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`We sent a code to ${pending.email}`)).toBeInTheDocument();
    const code = screen.getByPlaceholderText('Enter 6-digit code');
    // At most 6 characters (SPEC §2), kept by the field's reading of what is typed (codeOf, 0062).
    fireEvent.change(code, { target: { value: 'abc1234' } });
    expect(code).toHaveValue('abc123');
    fireEvent.change(code, { target: { value: '' } });
    expect(screen.getByText("Didn't receive or your code expired?")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
  });

  it('asks for the code before sending anything', async () => {
    const requests = recordRequests();
    await openVerify();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.verifyEmail)).toBe(0);
  });

  it("shows the server's error for a wrong code, else 'Verification failed'", async () => {
    await openVerify();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Enter 6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'Invalid verification code. Check the latest email or resend the code.',
      ),
    ).toBeInTheDocument();
    faults.set(ENDPOINTS.verifyEmail, { kind: 'status', status: 500, body: 'empty' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter 6-digit code')).toHaveValue('000000');
  });

  it('signs in and goes home when the answer carries a user', async () => {
    const { router } = await openVerify();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Enter 6-digit code'), PENDING_SEED_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()?.username).toBe(pending.username);
  });

  it('goes to sign in when the answer carries no user', async () => {
    server.use(
      http.post(`*${ENDPOINTS.verifyEmail}`, () => HttpResponse.json({ message: 'Verified' })),
    );
    const { router } = await openVerify();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(sessionStore.get()).toBeNull();
  });

  it("resends the code, showing 'Resending...' while busy, then the server's message", async () => {
    faults.set(ENDPOINTS.resendCode, { kind: 'delay', ms: 150 }, 1);
    await openVerify();
    const before = store.db.outbox.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('button', { name: 'Resending...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByText('New code sent! Check your email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    expect(store.db.outbox.length).toBe(before + 1);
  });

  it('without an email (the route shows the not-found page first), says so and sends nothing', async () => {
    const requests = recordRequests();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <VerifyEmailScreen email="" />
            <AppToaster />
          </>
        ),
      },
    ]);
    // The page's title reads the unseen count from the query cache (docs/decisions/0022).
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Missing email to verify')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('No email to resend to')).toBeInTheDocument();
    expect(requests.count(ENDPOINTS.verifyEmail)).toBe(0);
    expect(requests.count(ENDPOINTS.resendCode)).toBe(0);
  });

  it("falls back to 'New code sent!' and 'Could not resend code'", async () => {
    server.use(http.post(`*${ENDPOINTS.resendCode}`, () => HttpResponse.json({}), { once: true }));
    await openVerify();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('New code sent!')).toBeInTheDocument();
    faults.set(ENDPOINTS.resendCode, { kind: 'status', status: 500, body: 'empty' });
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Could not resend code')).toBeInTheDocument();
  });
});

describe('forgot password (SPEC §2)', () => {
  async function openForgot() {
    const view = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    return view;
  }

  it('sends a new password and replaces the form with the spec text', async () => {
    await openForgot();
    expect(screen.getByText('Remember your password?')).toBeInTheDocument();
    const user = await fill({ Email: DEMO_ACCOUNTS.reader.email });
    await user.click(screen.getByRole('button', { name: 'Send New Password' }));
    expect(
      await screen.findByText('A new password has been sent to your email!'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A new password has been sent to your email. Please check your inbox. We recommend you log in with this new password and then change it in your settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send New Password' })).not.toBeInTheDocument();
    expect(screen.getByText('Try signing in again?')).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(lastEmailTo(DEMO_ACCOUNTS.reader.email).password).toMatch(/\S{6,}/);
  });

  it('requires an email address before sending', async () => {
    const requests = recordRequests();
    await openForgot();
    const user = await fill({ Email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Send New Password' }));
    expect(field('Email')).toBeInvalid();
    expect(requests.count(ENDPOINTS.forgotPassword)).toBe(0);
  });

  it("shows the server's error, else 'Error sending password reset email'", async () => {
    await openForgot();
    const user = await fill({ Email: 'nobody@example.com' });
    await user.click(screen.getByRole('button', { name: 'Send New Password' }));
    expect(await screen.findByText('Email not found')).toBeInTheDocument();
    faults.set(ENDPOINTS.forgotPassword, { kind: 'status', status: 502, body: 'empty' });
    await user.click(screen.getByRole('button', { name: 'Send New Password' }));
    expect(await screen.findByText('Error sending password reset email')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('nobody@example.com');
  });

  it('goes back with Go Back (home on a direct visit)', async () => {
    const { router } = await openForgot();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('session lifecycle (SPEC §4)', () => {
  it('takes a user whose token the server rejects to sign in, then back', async () => {
    const { router } = renderApp('/settings/edit-profile', { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: 'Edit Profile' });
    const username = await screen.findByLabelText('Username');
    // The server forgets every token (as after a restart or expiry).
    store.invalidateTokens();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(sessionStore.get()).toBeNull();
    expect(username).not.toBeInTheDocument();
    await fill({ Email: DEMO_ACCOUNTS.reader.email, Password: DEMO_ACCOUNTS.reader.password });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/edit-profile'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Profile' }),
    ).toBeInTheDocument();
  });

  it('keeps the session when change password answers 401 (a wrong current password)', async () => {
    server.use(
      http.post(`*${ENDPOINTS.changePassword}`, () =>
        HttpResponse.json({ error: 'Incorrect current password' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/settings/change-password', { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    const user = await fill({ 'Current password': 'Typo1234', 'New password': 'Better1234' });
    await user.click(within(form()).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Incorrect current password')).toBeInTheDocument();
    expect(sessionStore.get()?.username).toBe(readerSession.username);
    expect(router.state.location.pathname).toBe('/settings/change-password');
  });

  it('signs out when change password answers 401 because the token expired', async () => {
    const { router } = renderApp('/settings/change-password', { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    const user = await fill({
      'Current password': DEMO_ACCOUNTS.reader.password,
      'New password': 'Better1234',
    });
    store.invalidateTokens();
    await user.click(within(form()).getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(sessionStore.get()).toBeNull();
  });
});
