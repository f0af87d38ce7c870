import { AUTH_MESSAGES, authProblem, EMAIL_PATTERN } from '@/features/auth/rules';
import {
  changePasswordProblem,
  profileProblem,
  SETTINGS_MESSAGES,
} from '@/features/settings/rules';
import { isStrongPassword } from '@/lib/password';
import { emptySocialLinks } from '@/api/types';
import { signUp } from '@/api/auth';
import { ApiError } from '@/api/errors';
import { SIGN_UP_CASES } from '../../support/auth-cases';

const good = { fullname: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret12' };

describe('SPEC §5 authentication rules, in order', () => {
  it('checks the full name first, in sign-up only', () => {
    expect(AUTH_MESSAGES.fullname).toBe('Fullname must be at least 3 letters long');
    const bad = { fullname: 'Al', email: '', password: '' };
    expect(authProblem('signup', bad)?.message).toBe(AUTH_MESSAGES.fullname);
    expect(authProblem('signup', { ...good, fullname: '  Al  ' })?.message).toBe(
      AUTH_MESSAGES.fullname,
    );
    expect(authProblem('signup', { ...good, fullname: 'Ada' })).toBeNull();
    // Sign-in has no full name: the next rule speaks.
    expect(authProblem('signin', bad)?.message).toBe(AUTH_MESSAGES.emailMissing);
  });

  it("then a missing email ('Enter Email'), before any password problem", () => {
    expect(AUTH_MESSAGES.emailMissing).toBe('Enter Email');
    expect(authProblem('signup', { ...good, email: '', password: 'x' })?.message).toBe(
      'Enter Email',
    );
    expect(authProblem('signin', { ...good, email: '   ' })?.message).toBe('Enter Email');
  });

  it("then an invalid email ('Email is invalid'), before any password problem", () => {
    expect(AUTH_MESSAGES.emailInvalid).toBe('Email is invalid');
    for (const email of ['ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com']) {
      expect(authProblem('signin', { ...good, email, password: 'x' })?.message).toBe(
        'Email is invalid',
      );
    }
    expect(EMAIL_PATTERN.test('ada.l+blog@mail.example.co')).toBe(true);
  });

  it('then the password, in both modes', () => {
    expect(AUTH_MESSAGES.password).toBe(
      'Password needs 6-20 chars with at least 1 digit, 1 lowercase, 1 uppercase',
    );
    for (const password of ['', 'Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg', 'Abcdefghij1234567890x']) {
      expect(authProblem('signin', { ...good, password })?.message).toBe(AUTH_MESSAGES.password);
      expect(authProblem('signup', { ...good, password })?.message).toBe(AUTH_MESSAGES.password);
    }
    expect(authProblem('signin', good)).toBeNull();
    expect(authProblem('signup', good)).toBeNull();
  });

  it('accepts passwords of exactly 6 and 20 characters', () => {
    expect(isStrongPassword('Abcde1')).toBe(true);
    expect(isStrongPassword('Abcdefghij123456789A')).toBe(true);
    expect(isStrongPassword('Abcde')).toBe(false);
  });
});

describe('SPEC §5 sign-up: the form and the mock server agree on every case', () => {
  it.each(SIGN_UP_CASES)('$name', async ({ fullname, email, password, problem }) => {
    const expected = problem && AUTH_MESSAGES[problem];
    expect(authProblem('signup', { fullname, email, password })?.message ?? null, 'the form').toBe(
      expected,
    );
    // The server as the app meets it: its handler, through the REST client.
    const served = await signUp({ fullname, email, password }).then(
      () => null,
      (error: unknown) => (error instanceof ApiError ? error.serverMessage : error),
    );
    expect(served, 'the mock server').toBe(expected);
  });
});

describe('SPEC §5 change-password rules, in order', () => {
  it("asks for both fields first ('Fill all the inputs')", () => {
    expect(SETTINGS_MESSAGES.fillAll).toBe('Fill all the inputs');
    expect(changePasswordProblem('', '')?.message).toBe('Fill all the inputs');
    expect(changePasswordProblem('weak', '')?.message).toBe('Fill all the inputs');
    expect(changePasswordProblem('', 'Secret12')?.message).toBe('Fill all the inputs');
  });

  it('then checks the strength of each password', () => {
    expect(SETTINGS_MESSAGES.password).toBe(
      'Password should be 6 to 20 characters long with a numeric, 1 lowercase and 1 uppercase letters',
    );
    expect(changePasswordProblem('weak', 'Secret12')?.message).toBe(SETTINGS_MESSAGES.password);
    expect(changePasswordProblem('Secret12', 'secret12')?.message).toBe(SETTINGS_MESSAGES.password);
    expect(changePasswordProblem('Secret12', 'Better34')).toBeNull();
  });
});

describe('SPEC §5 profile rules, in order', () => {
  const links = emptySocialLinks();

  it('checks the username first (at least 3 characters)', () => {
    expect(SETTINGS_MESSAGES.username).toBe('Username should be al least 3 letters long');
    expect(profileProblem('ab', 'x'.repeat(151), links)?.message).toBe(SETTINGS_MESSAGES.username);
    expect(profileProblem('  ab ', '', links)?.message).toBe(SETTINGS_MESSAGES.username);
    expect(profileProblem('abc', '', links)).toBeNull();
  });

  it('then the bio (at most 150)', () => {
    expect(SETTINGS_MESSAGES.bio).toBe('Bio should not be more than 150');
    expect(profileProblem('ada', 'x'.repeat(151), links)?.message).toBe(SETTINGS_MESSAGES.bio);
    expect(profileProblem('ada', 'x'.repeat(150), links)).toBeNull();
  });

  // Each network named as the form names it, not by its key (an audit, decision 0066).
  it('then the social links: empty or an http(s) address, never a script URL', () => {
    expect(profileProblem('ada', '', { ...links, github: 'https://github.com/ada' })).toBeNull();
    expect(profileProblem('ada', '', { ...links, website: 'http://ada.example' })).toBeNull();
    expect(profileProblem('ada', '', { ...links, twitter: 'javascript:alert(1)' })?.message).toBe(
      SETTINGS_MESSAGES.link('Twitter'),
    );
    expect(profileProblem('ada', '', { ...links, youtube: 'youtube.com/ada' })?.message).toBe(
      'Enter a full https:// address for YouTube, or leave it empty',
    );
  });
});

describe('each failed rule names its field, for the form to mark and focus (WCAG 3.3.1)', () => {
  it('sign-up and sign-in', () => {
    const field = (mode: 'signin' | 'signup', values: Partial<typeof good>) =>
      authProblem(mode, { ...good, ...values })?.field;
    expect(field('signup', { fullname: 'Al' })).toBe('fullname');
    expect(field('signin', { fullname: 'Al', email: '' })).toBe('email');
    expect(field('signin', { email: 'ada@' })).toBe('email');
    expect(field('signup', { password: 'weak' })).toBe('password');
  });

  it('change password: the field that is empty or weak, the current one first', () => {
    expect(changePasswordProblem('', '')?.field).toBe('currentPassword');
    expect(changePasswordProblem('Secret12', '')?.field).toBe('newPassword');
    expect(changePasswordProblem('weak', 'weak')?.field).toBe('currentPassword');
    expect(changePasswordProblem('Secret12', 'weak')?.field).toBe('newPassword');
  });

  it('the profile: username, bio, or the social network whose address is wrong', () => {
    const links = emptySocialLinks();
    expect(profileProblem('ab', '', links)?.field).toBe('username');
    expect(profileProblem('ada', 'x'.repeat(151), links)?.field).toBe('bio');
    expect(profileProblem('ada', '', { ...links, youtube: 'youtube.com/ada' })?.field).toBe(
      'youtube',
    );
  });
});
