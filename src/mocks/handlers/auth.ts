/**
 * Accounts and sessions (SPEC §4 Session, §5 Authentication, §7): sign-up with an emailed code, verify,
 * resend, sign-in, the Google stand-in, forgotten and changed passwords.
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import { DEMO_GOOGLE_ACCESS_TOKEN } from '../../lib/demo';
import { DEMO_ACCOUNTS } from '../seed/users';
import { createAccount, findByEmail, normalizeEmail } from '../store/accounts';
import { newPasswordEmail, verificationEmail } from '../store/emails';
import { randomCode, randomPassword } from '../store/ids';
import { authError, isEmail, isStrongPassword, MESSAGES } from '../store/rules';
import type { MockStore } from '../store/store';
import type { Db, UserRecord } from '../store/types';
import { sessionUser } from '../store/views';
import { badRequest, forbidden, HttpError, notFound, str, type Json, type Router } from './route';

const GOOGLE_ONLY = 'This account was created with Google. Please continue with Google.';

function signIn(store: MockStore, user: UserRecord) {
  return sessionUser(store.db, user, store.issueToken(user._id));
}

function accountFor(store: MockStore, rawEmail: string, missing: string): UserRecord {
  const email = normalizeEmail(rawEmail);
  if (!email) throw badRequest(missing);
  if (!isEmail(email)) throw badRequest(MESSAGES.emailInvalid);
  const user = findByEmail(store.db, email);
  if (!user) throw notFound('Email not found');
  return user;
}

function sendCode(store: MockStore, user: UserRecord): void {
  const code = randomCode();
  user.verification_code = code;
  store.sendEmail(verificationEmail(user, code));
}

/** SPEC §5 sign-up checks, then the new account (both dialects: tutorial-handlers.ts signs it in at once). */
export function signUpAccount(store: MockStore, db: Db, body: Json) {
  const input = {
    fullname: str(body, 'fullname').trim(),
    email: normalizeEmail(str(body, 'email')),
    password: str(body, 'password'),
  };
  const problem = authError(input, 'signup');
  if (problem) throw badRequest(problem);
  if (findByEmail(db, input.email)) throw new HttpError(409, 'Email already exists');
  return createAccount(db, store.assetBaseUrl, input);
}

export function authHandlers({ open, authed }: Router): HttpHandler[] {
  return [
    open('post', ENDPOINTS.signUp, ({ store, db, body }) => {
      const user = signUpAccount(store, db, body);
      sendCode(store, user);
      return {
        message: 'Verification code sent to your email',
        user: { personal_info: { email: user.personal_info.email } },
      };
    }),

    open('post', ENDPOINTS.verifyEmail, ({ store, body }) => {
      const user = accountFor(store, str(body, 'email'), 'Missing email to verify');
      const code = str(body, 'code').trim();
      if (!code) throw badRequest('Please enter the verification code');
      if (user.verified) throw badRequest('This email is already verified. Please sign in.');
      if (!user.verification_code || code !== user.verification_code) {
        throw badRequest('Invalid verification code. Check the latest email or resend the code.');
      }
      user.verified = true;
      user.verification_code = null;
      return { message: 'Email verified successfully', user: signIn(store, user) };
    }),

    open('post', ENDPOINTS.resendCode, ({ store, body }) => {
      const user = accountFor(store, str(body, 'email'), 'No email to resend to');
      if (user.verified) throw badRequest('This email is already verified. Please sign in.');
      sendCode(store, user);
      return { message: 'New code sent! Check your email.' };
    }),

    open('post', ENDPOINTS.signIn, ({ store, body }) => {
      const user = accountFor(store, str(body, 'email'), MESSAGES.emailMissing);
      const password = str(body, 'password');
      if (!password) throw badRequest('Enter Password');
      if (user.google_auth && !user.personal_info.password) throw forbidden(GOOGLE_ONLY);
      if (password !== user.personal_info.password) throw forbidden('Incorrect password');
      // SPEC §4: the client looks for 'not verified' to send the user to /verify-email.
      if (!user.verified)
        throw forbidden('Email not verified. Enter the code we sent to your inbox.');
      return signIn(store, user);
    }),

    // Mock mode has no Google: the demo token from src/lib/demo.ts stands for a successful Google popup.
    open('post', ENDPOINTS.googleAuth, ({ store, db, body }) => {
      const user =
        str(body, 'access_token') === DEMO_GOOGLE_ACCESS_TOKEN
          ? db.users.find(
              (item) => item.google_auth && item.personal_info.email === DEMO_ACCOUNTS.google.email,
            )
          : undefined;
      if (!user) throw new HttpError(401, 'Google authentication failed');
      return signIn(store, user);
    }),

    open('post', ENDPOINTS.forgotPassword, ({ store, body }) => {
      const user = accountFor(store, str(body, 'email'), MESSAGES.emailMissing);
      if (user.google_auth && !user.personal_info.password) throw forbidden(GOOGLE_ONLY);
      const password = randomPassword();
      user.personal_info.password = password;
      store.sendEmail(newPasswordEmail(user, password));
      return { message: 'A new password has been sent to your email' };
    }),

    authed('post', ENDPOINTS.changePassword, ({ viewer, body }) => {
      if (viewer.google_auth) {
        throw forbidden("You can't change the password of an account created with Google");
      }
      const currentPassword = str(body, 'currentPassword');
      const newPassword = str(body, 'newPassword');
      if (!currentPassword || !newPassword) throw badRequest('Fill all the inputs');
      if (!isStrongPassword(newPassword)) throw badRequest(MESSAGES.newPassword);
      if (currentPassword !== viewer.personal_info.password) {
        throw forbidden('Incorrect current password');
      }
      viewer.personal_info.password = newPassword;
      return { status: 'password changed' };
    }),
  ];
}
