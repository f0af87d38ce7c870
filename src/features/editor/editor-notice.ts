import { EDITOR_NOTIFICATION_MS } from '@/lib/constants';
import { formToast } from '@/lib/toast';

/**
 * SPEC §9: an editor notification shows for 8000 ms, twice a toast's 4000. These are what Editor.js's own
 * notifier said about a block (an image that could not be uploaded), which the editor says in the app's toast
 * instead (the notifier writes HTML and is not announced). Like formToast, one toast per `form`: the newest
 * replaces the one before.
 */
export function editorNotice(form: string): { readonly id: string; readonly duration: number } {
  return { ...formToast(form), duration: EDITOR_NOTIFICATION_MS };
}
