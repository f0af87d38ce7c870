import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import type { CommentsPanelProps } from './comments-panel';

type PanelProps = CommentsPanelProps;
type LoadedProps = PanelProps & { onRetry: () => void };

/** Where the panel would be: what happened, Retry, and a way to close it. */
function PanelUnavailable({ onClose, onRetry }: LoadedProps) {
  return (
    <section
      aria-label="Comments"
      className="fixed right-0 top-0 z-50 h-full w-full border-l border-line bg-bg p-8 shadow-2xl sm:w-[30%] sm:min-w-[350px]"
    >
      <button type="button" className="btn-ghost" onClick={onClose}>
        Close
      </button>
      <ErrorState
        message="The comments could not be loaded. Check your connection and try again."
        onRetry={onRetry}
      />
    </section>
  );
}

type Panel = ComponentType<LoadedProps>;

/** The download under way or done; null until one is asked for, and again after one fails. */
let download: Panel | null = null;
/** A download failed while the browser said it was online: this page cannot download it again. */
let failedOnline = false;

function startDownload(): Panel {
  const attempt: Panel = lazy(async () => {
    try {
      const Loaded: Panel = (await import('./comments-panel')).CommentsPanel;
      return { default: Loaded };
    } catch (error) {
      console.warn('The comments panel could not be downloaded', error);
      if (navigator.onLine) failedOnline = true;
      if (download === attempt) download = null;
      return { default: PanelUnavailable };
    }
  });
  return attempt;
}

/**
 * Offline, nothing is downloaded: browsers keep a failed module download for the page's life
 * (src/app/lazy-route.tsx), so trying would spoil every later opening.
 */
function currentPanel(): Panel {
  if (download) return download;
  if (!navigator.onLine) return PanelUnavailable;
  return (download = startDownload());
}

/**
 * The comments panel, downloaded when a reader first opens it with all it holds (the thread, its rules and
 * hooks, the animation runtime): none of it is needed to read the blog. The blog route imports only this
 * loader (src/app/routes/blog.tsx). If the
 * download fails (offline), the panel's place says so with a Retry, and the blog page stays as it was
 * instead of the failure replacing the whole page. Retry after a failure while online reloads the page,
 * the only way to download the panel afresh.
 */
export function CommentsPanelLoader(props: PanelProps) {
  const [Panel, setPanel] = useState<Panel>(currentPanel);
  const retry = () => {
    if (failedOnline && navigator.onLine) {
      window.location.reload();
      return;
    }
    setPanel(() => currentPanel());
  };
  return (
    <Suspense fallback={null}>
      <Panel {...props} onRetry={retry} />
    </Suspense>
  );
}
