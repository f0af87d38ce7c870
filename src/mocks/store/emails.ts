/**
 * The emails a real server would send (sign-up code, resent code, forgotten password). In mock mode they
 * land in the outbox, which the Demo inbox shows and the tests read (ARCHITECTURE.md: epic-stack habit).
 */
import type { OutboxEmail, UserRecord } from './types';

type Draft = Omit<OutboxEmail, 'id' | 'sentAt'>;

export function verificationEmail(user: UserRecord, code: string): Draft {
  return {
    to: user.personal_info.email,
    kind: 'verification',
    code,
    subject: 'Your Inkwell verification code',
    text: `Hi ${user.personal_info.fullname}, your verification code is ${code}. Enter it on the Verify Your Email page to activate your account.`,
  };
}

export function newPasswordEmail(user: UserRecord, password: string): Draft {
  return {
    to: user.personal_info.email,
    kind: 'new-password',
    password,
    subject: 'Your new Inkwell password',
    text: `Hi ${user.personal_info.fullname}, your new password is ${password}. Sign in with it, then change it in Settings.`,
  };
}
