import { useEffect, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ErrorPanel, isChunkLoadError } from './route-error';
import { PageFallback } from './page-fallback';
import { reloadForFreshCode } from './reload-for-fresh-code';

/**
 * A route's code, downloaded on its first visit (ARCHITECTURE: every route lazy).
 *
 * Two traps make a failed download sticky. React Router keeps the outcome of a route's `lazy` for good,
 * and browsers (Chromium at least, until whatwg/html#10327 ships) keep a failed module download in their
 * module map for the page's life, so importing it again fails at once even when the connection is back.
 * So:
 * - offline (navigator.onLine false), nothing is downloaded: the screen's place says so at once, with Try
 *   again, and the module map is left clean for when the connection returns;
 * - a failed download resolves to a stand-in (keeping the navbar) instead of an error, which downloads
 *   again on Try again and on every later visit, then shows the screen in place;
 * - a download that fails while the browser says it is online (a flaky network, or a new deployment whose
 *   file names changed) cannot be retried in this page: the page reloads at its address once, which
 *   fetches everything fresh (src/app/reload-for-fresh-code.ts guards against loops).
 *
 * `landmark`: the stand-in is the page's <main> (outside the main layout, which has its own).
 */
export function lazyRoute(
  load: () => Promise<ComponentType>,
  landmark = false,
): NonNullable<RouteObject['lazy']> {
  let loaded: ComponentType | null = null;
  const download = async () => (loaded ??= await load());

  function ScreenDownload() {
    const [Screen, setScreen] = useState<ComponentType | null>(() => loaded);
    // attempt > failed while a download is under way; `asked` when the reader pressed Try again.
    const [attempt, setAttempt] = useState({ count: navigator.onLine ? 1 : 0, asked: false });
    const [failed, setFailed] = useState(0);
    const trying = attempt.count !== failed;

    useEffect(() => {
      if (Screen || !trying) return;
      if (!navigator.onLine) {
        setFailed(attempt.count);
        return;
      }
      let live = true;
      download().then(
        (Component) => {
          if (live) setScreen(() => Component);
        },
        (error: unknown) => {
          console.warn('Downloading the screen failed', error);
          if (!live) return;
          if (navigator.onLine && isChunkLoadError(error) && reloadForFreshCode(attempt.asked))
            return;
          setFailed(attempt.count);
        },
      );
      return () => {
        live = false;
      };
    }, [Screen, trying, attempt]);

    if (Screen) return <Screen />;
    if (trying) return <PageFallback />;
    return (
      <ErrorPanel
        title="This page could not be loaded"
        text="Check your connection, then try again."
        onRetry={() => setAttempt(({ count }) => ({ count: count + 1, asked: true }))}
        landmark={landmark}
      />
    );
  }

  return async () => {
    if (loaded) return { Component: loaded };
    if (!navigator.onLine) return { Component: ScreenDownload };
    try {
      return { Component: await download() };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      console.warn('Downloading the screen failed', error);
      return { Component: ScreenDownload };
    }
  };
}
