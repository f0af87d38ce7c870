import { ErrorState } from '@/components/ui/error-state';
import { lazyDownload } from '@/components/ui/lazy-download';
import type { CommentsPanelProps } from './comments-panel';

/** Where the panel would be: what happened, Retry, and a way to close it. */
function PanelUnavailable({ onClose, onRetry }: CommentsPanelProps & { onRetry: () => void }) {
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

/**
 * The comments panel, downloaded when a reader first opens it with all it holds (the thread, its rules and
 * hooks, the animation runtime): none of it is needed to read the blog. The blog route imports only this
 * loader (src/app/routes/blog.tsx). Through the app's one retrying loader
 * (src/components/ui/lazy-download.tsx): offline or after a failed download, the panel's place says so with
 * a Retry and the blog page stays as it was. A download that failed online is not retried unasked (that
 * would reload the page under the reader); Retry then reloads the page, the only way to download it afresh.
 */
const panel = lazyDownload(
  () => import('./comments-panel').then((module) => module.CommentsPanel),
  {
    Fallback: () => null,
    Unavailable: PanelUnavailable,
    reload: (_error, asked) => {
      if (asked) window.location.reload();
      return asked;
    },
  },
);

export const CommentsPanelLoader = panel.Component;
