/**
 * SPEC §5 authentication rules, checked in the spec's order; the first failing rule's message is shown
 * as a toast, and its field is marked invalid and focused. The password rule applies in both modes.
 */
import { FULLNAME_MIN } from '@/lib/constants';
import { isStrongPassword } from '@/lib/password';
import type { FieldProblem } from '@/components/ui/text-field';

export type AuthMode = 'signin' | 'signup';

export const AUTH_MESSAGES = {
  fullname: 'Fullname must be at least 3 letters long',
  emailMissing: 'Enter Email',
  emailInvalid: 'Email is invalid',
  password: 'Password needs 6-20 chars with at least 1 digit, 1 lowercase, 1 uppercase',
} as const;

/** A standard address pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface AuthValues {
  fullname: string;
  email: string;
  password: string;
}

export function authProblem(
  mode: AuthMode,
  values: AuthValues,
): FieldProblem<keyof AuthValues> | null {
  if (mode === 'signup' && values.fullname.trim().length < FULLNAME_MIN) {
    return { field: 'fullname', message: AUTH_MESSAGES.fullname };
  }
  const email = values.email.trim();
  if (!email) return { field: 'email', message: AUTH_MESSAGES.emailMissing };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: AUTH_MESSAGES.emailInvalid };
  if (!isStrongPassword(values.password))
    return { field: 'password', message: AUTH_MESSAGES.password };
  return null;
}
