import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyDownload } from '@/components/ui/lazy-download';
import { ErrorPanel, isChunkLoadError } from './route-error';
import { PageFallback } from './page-fallback';
import { reloadForFreshCode } from './reload-for-fresh-code';

/**
 * A route's code, downloaded on its first visit (ARCHITECTURE: every route lazy), through the app's one
 * retrying loader (src/components/ui/lazy-download.tsx: offline, failures, Retry).
 *
 * React Router keeps the outcome of a route's `lazy` for good, so a failed download resolves to the
 * loader's stand-in (keeping the navbar) instead of an error: it downloads again on Try again and on every
 * later visit. A download that fails while the browser says it is online reloads the page at its address
 * once, unasked (src/app/reload-for-fresh-code.ts guards against loops).
 *
 * `landmark`: the stand-in is the page's <main> (outside the main layout, which has its own).
 */
export function lazyRoute(
  load: () => Promise<ComponentType>,
  landmark = false,
): NonNullable<RouteObject['lazy']> {
  const screen = lazyDownload(load, {
    Fallback: PageFallback,
    Unavailable: ({ onRetry }) => (
      <ErrorPanel
        title="This page could not be loaded"
        text="Check your connection, then try again."
        onRetry={onRetry}
        landmark={landmark}
      />
    ),
    reload: (error, asked) => isChunkLoadError(error) && reloadForFreshCode(asked),
  });

  return async () => {
    const loaded = screen.loaded();
    if (loaded) return { Component: loaded };
    if (!navigator.onLine) return { Component: screen.Component };
    try {
      return { Component: await screen.download() };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      console.warn('Downloading the screen failed', error);
      return { Component: screen.Component };
    }
  };
}
