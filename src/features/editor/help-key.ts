import { STORAGE_KEYS } from '@/config/storage-keys';
import { readItem, removeItem, writeItem } from '@/lib/storage';

/**
 * Whether '?' alone opens the shortcuts: a single-key shortcut, so the writer may turn it off (WCAG 2.1.4: a
 * speech-input user's words, or a screen reader's keys, can press it unmeant). Kept in this browser. Apart
 * from editor-keys.ts, which Editor.js's tools import too: storage stays in the app's entry.
 */
export function helpKeyOn(): boolean {
  return readItem('local', STORAGE_KEYS.helpKey) !== 'off';
}

export function setHelpKeyOn(on: boolean): void {
  if (on) removeItem('local', STORAGE_KEYS.helpKey);
  else writeItem('local', STORAGE_KEYS.helpKey, 'off');
}
