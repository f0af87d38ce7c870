import {
  changePassword,
  checkNewNotification,
  forgotPassword,
  googleAuth,
  resendCode,
  signIn,
  signUp,
  verifyEmail,
} from '@/api/auth';
import { DEMO_GOOGLE_ACCESS_TOKEN } from '@/lib/demo';
import { PENDING_SEED_CODE } from '@/mocks/seed/users';
import {
  DEMO_ACCOUNTS,
  failure,
  lastEmailTo,
  emailsTo,
  signInAs,
  store,
  setupMockBackend,
  setToken,
} from './harness';

setupMockBackend();

const newcomer = { fullname: 'Nina Newcomer', email: 'nina@example.com', password: 'Secret123' };

describe('sign-up and email verification (SPEC §4, §5)', () => {
  it('creates an unverified account, emails a 6-digit code and verifies it into a session', async () => {
    const result = await signUp(newcomer);
    expect(result).toEqual({
      message: 'Verification code sent to your email',
      email: newcomer.email,
    });
    const email = lastEmailTo(newcomer.email);
    expect(email.kind).toBe('verification');
    expect(email.code).toMatch(/^\d{6}$/);

    const refused = await failure(signIn(newcomer), 403);
    expect(refused.toLowerCase()).toContain('not verified');

    const verified = await verifyEmail(newcomer.email, email.code ?? '');
    expect(verified.message).toBe('Email verified successfully');
    expect(verified.user).toMatchObject({
      fullname: 'Nina Newcomer',
      username: 'nina',
      isAdmin: false,
      new_notification_available: false,
      personal_info: { email: newcomer.email, bio: '' },
    });
    expect(verified.user?.access_token).toMatch(/^[a-z0-9]{32}$/);
    expect(verified.user?.profile_img).toBe(
      'http://localhost/mock-assets/avatars/nina-newcomer.svg',
    );

    const session = await signIn(newcomer);
    expect(session.access_token).not.toBe(verified.user?.access_token);
  });

  it('validates like SPEC §5 and refuses a taken email', async () => {
    expect(await failure(signUp({ ...newcomer, fullname: 'Al' }), 400)).toBe(
      'Fullname must be at least 3 letters long',
    );
    expect(await failure(signUp({ ...newcomer, email: '' }), 400)).toBe('Enter Email');
    expect(await failure(signUp({ ...newcomer, email: 'nope' }), 400)).toBe('Email is invalid');
    expect(await failure(signUp({ ...newcomer, password: 'password' }), 400)).toBe(
      'Password needs 6-20 chars with at least 1 digit, 1 lowercase, 1 uppercase',
    );
    expect(await failure(signUp({ ...newcomer, email: 'Admin@Example.com' }), 409)).toBe(
      'Email already exists',
    );
  });

  it('gives the new account a unique username', async () => {
    await signUp({ ...newcomer, email: 'admin@other.example' });
    const user = store.db.users.find((item) => item.personal_info.email === 'admin@other.example');
    expect(user?.personal_info.username).toBe('admin');
    await signUp({ ...newcomer, email: 'admin@third.example' });
    const second = store.db.users.at(-1);
    expect(second?.personal_info.username).toBe('admin2');
  });

  it('refuses a wrong code, and a resent code replaces the old one', async () => {
    await signUp(newcomer);
    const first = lastEmailTo(newcomer.email).code ?? '';
    const wrong = first === '000000' ? '111111' : '000000';
    expect(await failure(verifyEmail(newcomer.email, wrong), 400)).toMatch(
      /invalid verification code/i,
    );

    expect(await resendCode(newcomer.email)).toEqual({
      message: 'New code sent! Check your email.',
    });
    expect(emailsTo(newcomer.email)).toHaveLength(2);
    const second = lastEmailTo(newcomer.email).code ?? '';
    if (second !== first) {
      expect(await failure(verifyEmail(newcomer.email, first), 400)).toMatch(/invalid/i);
    }
    const verified = await verifyEmail(newcomer.email, second);
    expect(verified.user?.personal_info?.email).toBe(newcomer.email);
    expect(await failure(verifyEmail(newcomer.email, second), 400)).toMatch(/already verified/);
  });

  it('signs in the seeded pending account only after verification', async () => {
    const { email, password } = DEMO_ACCOUNTS.pending;
    expect((await failure(signIn({ email, password }), 403)).toLowerCase()).toContain(
      'not verified',
    );
    expect(await failure(verifyEmail(email, ''), 400)).toBe('Please enter the verification code');
    expect(await failure(verifyEmail('', PENDING_SEED_CODE), 400)).toBe('Missing email to verify');
    await verifyEmail(email, PENDING_SEED_CODE);
    expect((await signIn({ email, password })).username).toBe('noah_fischer');
  });
});

describe('sign-in and Google (SPEC §7)', () => {
  it('answers the session shape and clear errors', async () => {
    const session = await signInAs('admin');
    expect(session).toMatchObject({
      username: 'amelia_hart',
      fullname: 'Amelia Hart',
      isAdmin: true,
      new_notification_available: true,
      personal_info: { email: 'admin@example.com', username: 'amelia_hart' },
    });
    const { email } = DEMO_ACCOUNTS.admin;
    expect(await failure(signIn({ email, password: 'Wrong1234' }), 403)).toBe('Incorrect password');
    expect(await failure(signIn({ email: 'ghost@example.com', password: 'Ghost1234' }), 404)).toBe(
      'Email not found',
    );
  });

  it('issues a new unguessable token per sign-in', async () => {
    const a = await signInAs('reader');
    const b = await signInAs('reader');
    expect(a.access_token).not.toBe(b.access_token);
    expect(Object.keys(store.db.tokens)).toHaveLength(2);
  });

  it('signs in the seeded Google user with the demo token only', async () => {
    const session = await googleAuth(DEMO_GOOGLE_ACCESS_TOKEN);
    expect(session.username).toBe(DEMO_ACCOUNTS.google.username);
    expect(await failure(googleAuth('forged-token'), 401)).toBe('Google authentication failed');
    const password = await failure(
      signIn({ email: DEMO_ACCOUNTS.google.email, password: 'Guess1234' }),
      403,
    );
    expect(password).toMatch(/Google/);
  });
});

describe('passwords', () => {
  it('forgot-password emails a new valid password that replaces the old one', async () => {
    const { email, password } = DEMO_ACCOUNTS.reader;
    expect(await forgotPassword(email)).toEqual({
      message: 'A new password has been sent to your email',
    });
    const sent = lastEmailTo(email);
    expect(sent.kind).toBe('new-password');
    expect(sent.password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,20}$/);
    expect(await failure(signIn({ email, password }), 403)).toBe('Incorrect password');
    expect((await signIn({ email, password: sent.password ?? '' })).username).toBe('riley_chen');
    expect(await failure(forgotPassword('ghost@example.com'), 404)).toBe('Email not found');
  });

  it('change-password checks the current password and the rule', async () => {
    await signInAs('reader');
    expect(await failure(changePassword('Wrong1234', 'Better123'), 403)).toBe(
      'Incorrect current password',
    );
    expect(await failure(changePassword('Reader1234', 'weak'), 400)).toBe(
      'Password should be 6 to 20 characters long with a numeric, 1 lowercase and 1 uppercase letters',
    );
    expect(await failure(changePassword('', 'Better123'), 400)).toBe('Fill all the inputs');
    await changePassword('Reader1234', 'Better123');
    const { email } = DEMO_ACCOUNTS.reader;
    expect((await signIn({ email, password: 'Better123' })).username).toBe('riley_chen');
  });

  it('refuses to change the password of a Google account', async () => {
    const session = await googleAuth(DEMO_GOOGLE_ACCESS_TOKEN);
    setToken(session.access_token);
    expect(await failure(changePassword('Whatever1', 'Better123'), 403)).toMatch(/Google/);
  });
});

describe('authentication of protected calls (API-CONTRACT.md)', () => {
  it('answers 401 without a token, with an unknown token and after invalidation', async () => {
    expect(await failure(checkNewNotification(), 401)).toMatch(/access token/i);
    setToken('not-a-real-token');
    expect(await failure(checkNewNotification(), 401)).toMatch(/invalid or has expired/);

    const session = await signInAs('admin');
    expect(await checkNewNotification()).toEqual({ new_notification_available: true });
    store.invalidateTokens(session._id);
    expect(await failure(checkNewNotification(), 401)).toMatch(/invalid or has expired/);
  });
});
