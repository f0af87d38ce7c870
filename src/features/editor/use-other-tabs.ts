import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Issue 28 item 3: two tabs editing one blog. Each keeps its own unsaved copy (local-copy.ts); neither loses
 * its text silently. Through a BroadcastChannel the tabs editing the same blog know of each other: each says
 * so, and when one saves, the other says that saving there would replace what was just saved.
 */

const CHANNEL = 'inkwell-editor';

type Message =
  | { type: 'hello' | 'here' | 'bye'; user: string; blog: string; session: string }
  | { type: 'saved'; user: string; blog: string; session: string; at: number };

export interface OtherTabs {
  /** Another open tab is editing this blog. */
  alsoOpen: boolean;
  /** When another tab last saved this blog, if it did since this one opened it. */
  savedElsewhereAt: number | null;
  /** Tells the other tabs this one has saved the blog. */
  announceSaved: () => void;
}

export function useOtherTabs(user: string, blog: string | null, session: string): OtherTabs {
  const [others, setOthers] = useState<ReadonlySet<string>>(new Set());
  const [savedElsewhereAt, setSavedElsewhereAt] = useState<number | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    // A new blog is a post of its own in each tab: only an existing blog is shared.
    if (!blog || typeof BroadcastChannel === 'undefined') return;
    const open = new BroadcastChannel(CHANNEL);
    channel.current = open;
    const me = { user, blog, session };
    const say = (type: 'hello' | 'here' | 'bye') => open.postMessage({ type, ...me });
    open.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (message.user !== user || message.blog !== blog || message.session === session) return;
      if (message.type === 'hello') say('here');
      if (message.type === 'bye')
        setOthers((set) => new Set([...set].filter((other) => other !== message.session)));
      else
        setOthers((set) => (set.has(message.session) ? set : new Set([...set, message.session])));
      if (message.type === 'saved') setSavedElsewhereAt(message.at);
    };
    say('hello');
    const bye = () => say('bye');
    window.addEventListener('pagehide', bye);
    return () => {
      window.removeEventListener('pagehide', bye);
      bye();
      open.close();
      channel.current = null;
    };
  }, [blog, session, user]);

  const announceSaved = useCallback(() => {
    if (!blog) return;
    channel.current?.postMessage({ type: 'saved', user, blog, session, at: Date.now() });
  }, [blog, session, user]);

  return { alsoOpen: others.size > 0, savedElsewhereAt, announceSaved };
}
