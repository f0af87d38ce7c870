import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useNotificationCheck } from '../providers/use-notification-check';

/**
 * The top of the route tree: scroll restoration, a progress bar while a screen's code loads, and focus moved
 * to the new page's main heading after a navigation, so keyboard and screen-reader users land on it.
 */
/** True when the user already works in a field of the new page: focus must not be taken from them. */
function typingInMain(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.closest('main')) return false;
  return active.matches('input, textarea, select, [contenteditable="true"]');
}

/** How long focus waits on main for a loading screen's heading. */
const HEADING_WAIT_MS = 10_000;

function focusQuietly(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * 'Skip to content' moves focus to the page's main without navigating: a fragment navigation would be a new
 * history entry without the page's state, which the router then reads (the sign-in's return address, the
 * Comments panel, the editor's publish stage would be lost: the navigation audit, 0062).
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function RootShell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const previous = useRef(pathname);
  // Where focus was when the navigation began (while a screen's code or data loads, the user may move it).
  const focusAtStart = useRef<Element | null>(null);
  useNotificationCheck();

  const loading = navigation.state !== 'idle';
  useEffect(() => {
    if (loading) {
      focusAtStart.current ??= document.activeElement;
      return;
    }
    const start = focusAtStart.current;
    focusAtStart.current = null;
    // Only after a navigation: not on first load (StrictMode runs this effect twice there).
    if (previous.current === pathname) return;
    previous.current = pathname;
    let observer: MutationObserver | undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer?.disconnect();
      clearTimeout(timeout);
    };
    // Where focus was when the navigation began (or, for one that did not wait, when the page committed):
    // if the reader has moved it since (clicked the account menu while the page was still loading, say),
    // it is theirs, and taking it would close what they opened.
    const before = start ?? document.activeElement;
    // Wait a frame so the new screen has rendered its heading.
    const frame = requestAnimationFrame(() => {
      if (typingInMain()) return;
      const now = document.activeElement;
      if (now !== before && now !== null && now !== document.body) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      const main = document.querySelector<HTMLElement>('main');
      if (heading) return focusQuietly(heading);
      if (!main) return;
      // Still loading (a skeleton has no heading): hold focus on main, then hand it to the heading when it
      // arrives, unless the user has moved focus on meanwhile.
      focusQuietly(main);
      observer = new MutationObserver(() => {
        const arrived = document.querySelector<HTMLElement>('main h1');
        if (!arrived) return;
        stop();
        const active = document.activeElement;
        if (active === main || active === document.body || active === null) focusQuietly(arrived);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      timeout = setTimeout(stop, HEADING_WAIT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [pathname, loading]);

  return (
    <>
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only-focusable fixed left-2 top-2 z-50 rounded bg-ink px-3 py-2 text-bg"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
