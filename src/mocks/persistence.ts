/**
 * Keeps the browser mock's database across reloads in localStorage, so a demo session feels like a real
 * backend. The saved value is the store's versioned snapshot; anything unreadable falls back to the seed.
 */
import type { MockStore } from './store/store';

export const SNAPSHOT_KEY = 'inkwell-mock-db';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Loads the saved snapshot into the store; a corrupt or outdated one is dropped. */
export function restoreSnapshot(store: MockStore): void {
  const local = storage();
  try {
    const raw = local?.getItem(SNAPSHOT_KEY);
    if (raw && !store.load(JSON.parse(raw))) local?.removeItem(SNAPSHOT_KEY);
  } catch {
    local?.removeItem(SNAPSHOT_KEY);
  }
}

export function saveSnapshot(store: MockStore): void {
  const local = storage();
  if (!local) return;
  const snapshot = store.snapshot();
  try {
    local.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Over quota: uploaded images are the bulk, so keep everything else rather than nothing.
    try {
      local.setItem(
        SNAPSHOT_KEY,
        JSON.stringify({ ...snapshot, db: { ...snapshot.db, uploads: {} } }),
      );
    } catch {
      // Still too big or storage disabled: the demo keeps working in memory.
    }
  }
}

export function clearSnapshot(): void {
  try {
    storage()?.removeItem(SNAPSHOT_KEY);
  } catch {
    // Nothing saved that we can reach.
  }
}
