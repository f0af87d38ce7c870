/** Storage access that never throws (private modes and full quotas do); the keys are in src/config/storage-keys.ts. */

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

/** Answers whether the value was stored: not where storage is full or turned off. */
export function writeItem(which: Area, key: string, value: string): boolean {
  const storage = area(which);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    // Storage full or disabled: the app keeps working with in-memory state.
    return false;
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Same as above.
  }
}
