import { readItem, writeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/config/storage-keys';

/** Within this long after a reload for the same address, another one would be a loop. */
const LOOP_WINDOW_MS = 30_000;

interface LastReload {
  href?: string;
  at?: number;
}

function reloadedHereLately(href: string): boolean {
  try {
    const last = JSON.parse(
      readItem('session', STORAGE_KEYS.reloadedForCode) ?? 'null',
    ) as LastReload | null;
    return last?.href === href && Date.now() - (last.at ?? 0) < LOOP_WINDOW_MS;
  } catch {
    return false;
  }
}

/**
 * Reloads the page at its address so the browser downloads the app's code afresh: a module download that
 * failed cannot be retried within the page (src/app/lazy-route.tsx). When the reader asked (Try again) it
 * always reloads; on its own it reloads once per address within LOOP_WINDOW_MS, so a server that keeps
 * failing shows its message instead of reloading forever. Returns whether the page is reloading.
 */
export function reloadForFreshCode(readerAsked: boolean): boolean {
  const href = window.location.href;
  if (!readerAsked && reloadedHereLately(href)) return false;
  writeItem('session', STORAGE_KEYS.reloadedForCode, JSON.stringify({ href, at: Date.now() }));
  // Storage blocked: without the guard only the reader's own Try again may reload.
  if (!readerAsked && !reloadedHereLately(href)) return false;
  window.location.reload();
  return true;
}
