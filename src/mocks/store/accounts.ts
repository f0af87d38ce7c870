/** Account creation and lookups shared by the auth and profile handlers. */
import { emptySocialLinks } from '../../api/types';
import { avatarUrl } from '../assets/svg';
import { nextId, nextTimestamp } from './ids';
import type { Db, UserRecord } from './types';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findByEmail(db: Db, email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return db.users.find((user) => user.personal_info.email === wanted);
}

export function findByUsername(db: Db, username: string): UserRecord | undefined {
  return db.users.find((user) => user.personal_info.username === username);
}

/** Whether a username is held, ignoring case: 'Amelia_Hart' must not pass for 'amelia_hart'. */
export function usernameHolder(db: Db, username: string): UserRecord | undefined {
  const wanted = username.toLowerCase();
  return db.users.find((user) => user.personal_info.username.toLowerCase() === wanted);
}

/** Like the real servers: the username starts as the email's local part, made unique with a number. */
export function uniqueUsername(db: Db, email: string): string {
  const local = normalizeEmail(email).split('@')[0] ?? '';
  const base = local
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 24)
    .padEnd(3, '0');
  if (!usernameHolder(db, base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!usernameHolder(db, candidate)) return candidate;
  }
}

export function createAccount(
  db: Db,
  assetBaseUrl: string,
  input: { fullname: string; email: string; password: string },
): UserRecord {
  const user: UserRecord = {
    _id: nextId(db),
    personal_info: {
      fullname: input.fullname,
      email: normalizeEmail(input.email),
      password: input.password,
      username: uniqueUsername(db, input.email),
      bio: '',
      profile_img: avatarUrl(assetBaseUrl, input.fullname),
    },
    social_links: emptySocialLinks(),
    account_info: { total_posts: 0, total_reads: 0 },
    isAdmin: false,
    verified: false,
    google_auth: false,
    verification_code: null,
    followers: [],
    following: [],
    joinedAt: nextTimestamp(db),
  };
  db.users.push(user);
  return user;
}
