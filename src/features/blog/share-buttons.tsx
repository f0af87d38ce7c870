import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import type * as ShareActions from './share-actions';

type Actions = typeof ShareActions;
let actions: Actions | undefined;
const loadActions = () => import('./share-actions').then((loaded) => (actions = loaded));

/** Said when the share code could not be downloaded (offline): a click later tries the download again. */
export const SHARE_LOAD_FAILED = 'Could not load sharing. Check your connection, then try again.';

/** Runs a share action at once when it is loaded (the click's user activation is still fresh). */
function run(act: (loaded: Actions) => Promise<void>) {
  if (actions) return void act(actions);
  loadActions().then(act, () => toast.error(SHARE_LOAD_FAILED, { id: 'share' }));
}

const BUTTON =
  'inline-flex min-h-9 items-center rounded-full bg-surface px-3 text-sm hover:bg-surface-strong';

/**
 * Issue 17 item 5, beside the four SPEC §2 links: 'Share…' opens the system share sheet (only where the
 * browser has one) and 'Copy link' copies the address everywhere. List items, for ShareLinks' list. What
 * they do (share-actions.ts) loads once the page is shown.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  // Loaded early so a click need not wait; offline, it fails quietly and a click tries again.
  useEffect(() => void loadActions().catch(() => undefined), []);
  const data = { title, url };
  // The Web Share API, where the browser has it and would take this address.
  const canShare =
    typeof navigator.share === 'function' &&
    (typeof navigator.canShare !== 'function' || navigator.canShare(data));
  return (
    <>
      {canShare && (
        <li>
          <button
            type="button"
            className={BUTTON}
            onClick={() => run((a) => a.shareNatively(data))}
          >
            Share…
          </button>
        </li>
      )}
      <li>
        <button type="button" className={BUTTON} onClick={() => run((a) => a.copyLink(url))}>
          Copy link
        </button>
      </li>
    </>
  );
}
