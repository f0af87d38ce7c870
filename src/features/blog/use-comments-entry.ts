import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLayerOpen, layerState, stateBelow } from '@/lib/layer-entry';
import { pushedInThisLoad } from '@/lib/this-load';

const COMMENTS = 'comments';

/**
 * Issue 29 item 13: the Comments panel is a step of the browser's history (src/lib/layer-entry.ts). Opening
 * it pushes an entry on the blog's own address, so Back closes it and stays on the post (on phones Back is
 * how people close a sheet). Its own controls (×, Escape, a click outside, the comment button) go back to the
 * entry they opened it from rather than pushing another, so no extra entry is left behind; an entry opened
 * by another page load (a reload with the panel open) is replaced instead, since the entry below it is not
 * this document's.
 */
export function useCommentsEntry() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isLayerOpen(location.state, COMMENTS);
  // The entry already being closed: a second Escape before the browser has gone back must not go back again
  // (that would leave the post).
  const closing = useRef<string | null>(null);

  const openComments = useCallback(() => {
    const { pathname, search, hash } = location;
    // The page stays where it is under the panel (no scroll to the top for a new entry).
    void navigate(
      { pathname, search, hash },
      { state: layerState(COMMENTS, location.state), preventScrollReset: true },
    );
  }, [location, navigate]);

  // Stable while the panel is open (its location does not change): the panel's effects depend on it.
  const closeComments = useCallback(() => {
    if (!isLayerOpen(location.state, COMMENTS) || closing.current === location.key) return;
    closing.current = location.key;
    if (pushedInThisLoad(location.state)) {
      void navigate(-1);
      return;
    }
    const { pathname, search, hash } = location;
    void navigate(
      { pathname, search, hash },
      { replace: true, state: stateBelow(location.state), preventScrollReset: true },
    );
  }, [location, navigate]);

  return { open, openComments, closeComments };
}
