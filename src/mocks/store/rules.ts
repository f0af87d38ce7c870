/**
 * The server-side checks the mock enforces. Limits are SPEC §9; messages follow SPEC §5 where the spec
 * gives one, so the UI shows the same words whether the browser or the server caught the mistake.
 * (src/lib/constants.ts reads import.meta.env, which the plain-Node HTTP host does not have.)
 */
import type { SocialNetwork } from '../../api/types';
import { NETWORK_HOSTS, onNetworkHost } from '../../config/social-networks';

export const LIMITS = {
  descriptionMax: 200,
  bioMax: 150,
  usernameMin: 3,
  usernameMax: 30,
  fullnameMin: 3,
  passwordMin: 6,
  passwordMax: 20,
  maxTags: 10,
  commentMax: 2000,
  uploadMaxBytes: 5 * 1024 * 1024,
} as const;

export const PAGE_SIZES = {
  latest: 5,
  search: 5,
  trending: 5,
  users: 10,
  comments: 5,
  replies: 5,
  notifications: 10,
  userBlogs: 5,
  favourites: 5,
  follows: 5,
} as const;

export const MESSAGES = {
  fullname: 'Fullname must be at least 3 letters long',
  emailMissing: 'Enter Email',
  emailInvalid: 'Email is invalid',
  password: 'Password needs 6-20 chars with at least 1 digit, 1 lowercase, 1 uppercase',
  newPassword:
    'Password should be 6 to 20 characters long with a numeric, 1 lowercase and 1 uppercase letters',
  username: 'Username should be al least 3 letters long',
  bio: 'Bio should not be more than 150',
} as const;

// The same rules as the form's (src/features/auth/rules.ts, src/lib/password.ts): one table of cases
// checks both (tests/support/auth-cases.ts). A standard address: a top-level domain of two letters or more.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** SPEC §5: 6 to 20 characters of any kind, with a digit, a lowercase and an uppercase letter. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMin &&
    value.length <= LIMITS.passwordMax &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value)
  );
}

/** SPEC §5 authentication rules, in the spec's order; answers the first failing message. */
export function authError(
  input: { fullname?: string; email: string; password: string },
  mode: 'signup' | 'signin',
): string | null {
  if (mode === 'signup' && (input.fullname ?? '').trim().length < LIMITS.fullnameMin) {
    return MESSAGES.fullname;
  }
  if (!input.email.trim()) return MESSAGES.emailMissing;
  if (!isEmail(input.email.trim())) return MESSAGES.emailInvalid;
  if (!isStrongPassword(input.password)) return MESSAGES.password;
  return null;
}

export function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** An empty link is allowed; anything else must be a full http(s) link on the network's own host. */
export function socialLinkError(network: SocialNetwork, value: string): string | null {
  if (!value) return null;
  const url = parseHttpUrl(value);
  if (!url) return `${network} link is invalid. You must enter a full link starting with https://`;
  if (network === 'website') return null;
  if (onNetworkHost(network, url.hostname)) return null;
  return `${network} link is invalid. It must be a ${NETWORK_HOSTS[network][0]} link`;
}

/** Case-insensitive literal substring match: search text is never a regular expression. */
export function containsText(haystack: string, needle: string): boolean {
  return haystack.toLocaleLowerCase().includes(needle.toLocaleLowerCase());
}
