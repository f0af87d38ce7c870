/** SPEC §9 storage keys, and storage access that never throws (private modes and full quotas do). */

export const STORAGE_KEYS = {
  user: 'user',
  theme: 'theme',
  cookieConsent: 'cookie-consent',
  /** When the page last reloaded to download the app's code afresh (src/app/reload-for-fresh-code.ts). */
  reloadedForCode: 'inkwell:reloaded-for-code',
  /** Prefix of, per user id, how many notifications they had when they last saw them (issue 17, 0013). */
  notificationsSeen: 'inkwell:notifications-seen:',
} as const;

type Area = 'session' | 'local';

function area(which: Area): Storage | null {
  try {
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working with in-memory state.
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Same as above.
  }
}
