import { post } from './client';
import { ENDPOINTS } from './endpoints';
import { isRecord, readSession, record, text } from './read';
import type { SessionUser, SignInPayload, SignUpPayload } from './types';

export interface SignUpResult {
  message?: string;
  /** The address the code was sent to (SPEC §4: sign-up success goes to /verify-email with it). */
  email?: string;
  /** Older servers sign the new user in at once (API-CONTRACT.md). */
  user?: SessionUser;
}

export async function signUp(payload: SignUpPayload): Promise<SignUpResult> {
  const body = record(await post(ENDPOINTS.signUp, payload), 'sign-up');
  const result: SignUpResult = {};
  if (typeof body.message === 'string') result.message = body.message;
  const user = isRecord(body.user) ? body.user : undefined;
  const info = user && isRecord(user.personal_info) ? user.personal_info : undefined;
  const email = text(info?.email) || text(user?.email);
  if (email) result.email = email;
  if (typeof body.access_token === 'string' || (user && typeof user.access_token === 'string')) {
    result.user = readSession(body, 'sign-up');
    result.email ??= result.user.personal_info?.email;
  }
  return result;
}

export async function signIn(payload: SignInPayload): Promise<SessionUser> {
  return readSession(await post(ENDPOINTS.signIn, payload), 'sign-in');
}

export async function googleAuth(accessToken: string): Promise<SessionUser> {
  return readSession(
    await post(ENDPOINTS.googleAuth, { access_token: accessToken }),
    'Google sign-in',
  );
}

export interface VerifyEmailResult {
  message?: string;
  user?: SessionUser;
}

export async function verifyEmail(email: string, code: string): Promise<VerifyEmailResult> {
  const body = record(await post(ENDPOINTS.verifyEmail, { email, code }), 'verification');
  const result: VerifyEmailResult = {};
  if (typeof body.message === 'string') result.message = body.message;
  if (isRecord(body.user) || typeof body.access_token === 'string') {
    try {
      result.user = readSession(body, 'verification');
    } catch {
      // A user without a token cannot sign in: the screen then goes to /signin (SPEC §4).
    }
  }
  return result;
}

export async function resendCode(email: string): Promise<{ message?: string }> {
  const body = await post<unknown>(ENDPOINTS.resendCode, { email });
  return isRecord(body) && typeof body.message === 'string' ? { message: body.message } : {};
}

export async function forgotPassword(email: string): Promise<{ message?: string }> {
  const body = await post<unknown>(ENDPOINTS.forgotPassword, { email });
  return isRecord(body) && typeof body.message === 'string' ? { message: body.message } : {};
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await post(ENDPOINTS.changePassword, { currentPassword, newPassword }, { authMode: 'required' });
}

// The notification check is in entry-calls.ts (the app's entry runs it).
export { checkNewNotification } from './entry-calls';
