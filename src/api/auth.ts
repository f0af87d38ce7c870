import { post } from './client';
import { ENDPOINTS } from '../config/endpoints';
import { getProfile } from './entry-calls';
import { isRecord, readSession, record, text, type Json } from './read';
import type { SessionUser, SignInPayload, SignUpPayload } from './types';

/** The answer signs someone in: it carries a token, under either spelling the family uses. */
function hasToken(value: Json | undefined): boolean {
  return typeof value?.access_token === 'string' || typeof value?.accessToken === 'string';
}

/**
 * Who signed in: the answer's `_id`, else the token's `{ id }` (read.ts), else, for a server whose token says
 * neither, the profile of the username it answered. Every screen that compares ids needs it (the author's
 * Edit link, Delete on one's own comments, the liked state, notifications); an unknown id stays '' and those
 * screens fall back to the username where they can.
 */
async function withUserId(session: SessionUser): Promise<SessionUser> {
  if (session._id || !session.username) return session;
  try {
    const profile = await getProfile(session.username);
    return profile._id ? { ...session, _id: profile._id } : session;
  } catch (error) {
    console.warn('Could not find the signed-in user’s id', error);
    return session;
  }
}

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
  if (hasToken(body) || hasToken(user)) {
    result.user = await withUserId(readSession(body, 'sign-up'));
    result.email ??= result.user.personal_info?.email;
  }
  return result;
}

export async function signIn(payload: SignInPayload): Promise<SessionUser> {
  return withUserId(readSession(await post(ENDPOINTS.signIn, payload), 'sign-in'));
}

export async function googleAuth(accessToken: string): Promise<SessionUser> {
  return withUserId(
    readSession(await post(ENDPOINTS.googleAuth, { access_token: accessToken }), 'Google sign-in'),
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
  if (isRecord(body.user) || hasToken(body)) {
    try {
      result.user = await withUserId(readSession(body, 'verification'));
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
