import { useEffect, useState, type ComponentType } from 'react';

/**
 * The one retrying loader of code downloaded on demand: a route's screen (src/app/lazy-route.tsx) and the
 * comments panel (src/features/comments/comments-panel-loader.tsx) (issue 24 item 4: one, not two).
 *
 * Browsers (Chromium at least, until whatwg/html#10327 ships) keep a failed module download in their module
 * map for the page's life, so importing it again fails at once even when the connection is back. So:
 * - offline (navigator.onLine false), nothing is downloaded: `Unavailable` shows at once with its Retry,
 *   and the module map is left clean for when the connection returns;
 * - a failed download shows `Unavailable`; Retry (and every later mount) downloads again and then shows
 *   the code in place;
 * - a download that failed while the browser says it is online (a flaky network, or a new deployment
 *   whose file names changed) cannot be retried in this page: `reload` decides whether the page reloads
 *   (`asked`: the reader pressed Retry), which fetches everything fresh.
 */
export interface LazyDownloadOptions<P extends object> {
  /** Shown while the download is under way. */
  Fallback: ComponentType<P>;
  /** Shown when it failed or cannot start (offline), with a Retry. */
  Unavailable: ComponentType<P & { onRetry: () => void }>;
  /** A download failed while online: reload the page? Returns whether it is reloading. */
  reload: (error: unknown, asked: boolean) => boolean;
}

export interface LazyDownload<P extends object> {
  /** The code downloaded, or null until it is. */
  loaded: () => ComponentType<P> | null;
  /** Downloads it (once: a download that succeeded is kept). */
  download: () => Promise<ComponentType<P>>;
  /** Renders the code, downloading it first with its fallback, its failure and its Retry. */
  Component: ComponentType<P>;
}

export function lazyDownload<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { Fallback, Unavailable, reload }: LazyDownloadOptions<P>,
): LazyDownload<P> {
  let loaded: ComponentType<P> | null = null;
  const download = async () => (loaded ??= await load());

  function Download(props: P) {
    const [Code, setCode] = useState<ComponentType<P> | null>(() => loaded);
    // attempt > failed while a download is under way; `asked` when the reader pressed Retry.
    const [attempt, setAttempt] = useState({ count: navigator.onLine ? 1 : 0, asked: false });
    const [failed, setFailed] = useState(0);
    const trying = attempt.count !== failed;

    useEffect(() => {
      if (Code || !trying) return;
      if (!navigator.onLine) {
        setFailed(attempt.count);
        return;
      }
      let live = true;
      download().then(
        (Component) => {
          if (live) setCode(() => Component);
        },
        (error: unknown) => {
          console.warn('A download of the app’s code failed', error);
          if (!live) return;
          if (navigator.onLine && reload(error, attempt.asked)) return;
          setFailed(attempt.count);
        },
      );
      return () => {
        live = false;
      };
    }, [Code, trying, attempt]);

    if (Code) return <Code {...props} />;
    if (trying) return <Fallback {...props} />;
    const retry = () => setAttempt(({ count }) => ({ count: count + 1, asked: true }));
    return <Unavailable {...props} onRetry={retry} />;
  }

  return { loaded: () => loaded, download, Component: Download };
}
