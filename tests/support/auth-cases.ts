import type { AUTH_MESSAGES } from '@/features/auth/rules';

/**
 * SPEC §5 sign-up rules as one table, for both of their copies: the form's (src/features/auth/rules.ts)
 * and the mock server's (src/mocks/store/rules.ts, which cannot import the app's constants). Each case
 * names the first rule that fails, or null when the account may be created. They disagreed once: the
 * server took 'ada@example.c' (a one-letter top-level domain), which the form refuses.
 */
export interface SignUpCase {
  name: string;
  fullname: string;
  email: string;
  password: string;
  problem: keyof typeof AUTH_MESSAGES | null;
}

const valid = { fullname: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret12' };
const caseOf = (name: string, change: Partial<typeof valid>, problem: SignUpCase['problem']) => ({
  name,
  ...valid,
  ...change,
  problem,
});

export const SIGN_UP_CASES: SignUpCase[] = [
  caseOf('a valid sign-up', {}, null),

  caseOf('an empty full name', { fullname: '' }, 'fullname'),
  caseOf('a two-letter full name', { fullname: 'Al' }, 'fullname'),
  caseOf('a full name of two letters among spaces', { fullname: '  Al  ' }, 'fullname'),
  caseOf('a three-letter full name', { fullname: 'Ada' }, null),
  caseOf(
    'the full name before every other rule',
    { fullname: 'Al', email: '', password: '' },
    'fullname',
  ),

  caseOf('no email', { email: '' }, 'emailMissing'),
  caseOf('an email of spaces', { email: '   ' }, 'emailMissing'),
  caseOf('a missing email before a weak password', { email: '', password: 'x' }, 'emailMissing'),

  caseOf('an email without @', { email: 'ada.example.com' }, 'emailInvalid'),
  caseOf('an email without a domain', { email: 'ada@' }, 'emailInvalid'),
  caseOf('an email without a top-level domain', { email: 'ada@example' }, 'emailInvalid'),
  caseOf('an email with a one-letter top-level domain', { email: 'ada@example.c' }, 'emailInvalid'),
  caseOf('an email without a name', { email: '@example.com' }, 'emailInvalid'),
  caseOf('an email with two @', { email: 'ada@home@example.com' }, 'emailInvalid'),
  caseOf('an email with a space inside', { email: 'a da@example.com' }, 'emailInvalid'),
  caseOf(
    'an invalid email before a weak password',
    { email: 'ada@', password: 'x' },
    'emailInvalid',
  ),
  caseOf('an email with a two-letter top-level domain', { email: 'ada@example.co' }, null),
  caseOf('an email with subdomains and a tag', { email: 'ada.l+blog@mail.example.io' }, null),
  caseOf('an email among spaces', { email: '  ada@example.com  ' }, null),
  caseOf('an email in capitals', { email: 'ADA@EXAMPLE.COM' }, null),

  caseOf('an empty password', { password: '' }, 'password'),
  caseOf('a five-character password', { password: 'Abcd1' }, 'password'),
  caseOf('a 21-character password', { password: 'Abcdefghij1234567890x' }, 'password'),
  caseOf('a password without a digit', { password: 'Abcdefg' }, 'password'),
  caseOf('a password without a lowercase letter', { password: 'ABCDEF1' }, 'password'),
  caseOf('a password without an uppercase letter', { password: 'abcdef1' }, 'password'),
  caseOf('a six-character password', { password: 'Abcde1' }, null),
  caseOf('a 20-character password', { password: 'Abcdefghij123456789A' }, null),
  caseOf('a password with spaces', { password: 'Open Sesame 12' }, null),
  caseOf('a password with a line break', { password: 'Open\nSesame12' }, null),
];
