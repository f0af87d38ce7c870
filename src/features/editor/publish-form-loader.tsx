import { ErrorState } from '@/components/ui/error-state';
import { lazyDownload } from '@/components/ui/lazy-download';
import type { PublishFormProps } from './publish-form';

function FormLoading() {
  return (
    <p role="status" aria-busy="true" className="text-muted">
      Opening the publish form…
    </p>
  );
}

function FormUnavailable({ onClose, onRetry }: PublishFormProps & { onRetry: () => void }) {
  return (
    <div>
      <ErrorState
        message="The publish form could not be loaded. Check your connection and try again; your blog is kept."
        onRetry={onRetry}
      />
      <button type="button" className="btn-secondary mt-4" onClick={onClose}>
        Back to the editor
      </button>
    </div>
  );
}

/**
 * Issue 25: the publish form (its fields, the tag input and the share cards) is downloaded after the
 * editor's first screen, to keep that screen within its budget (docs/decisions/0031). What it shares with
 * the blog page (the block renderer, the reading time, the share texts' builder) stays with the stage, in
 * the editor's first load: moved here, it would split the blog page's shared file in two. Through the app's
 * one retrying loader. The workspace asks for it a moment after the editor is on screen and again when the
 * author goes on to publishing. A failed download never reloads the page (the author's work is on it): the
 * form's place says so, with Retry and the way back.
 */
const form = lazyDownload(() => import('./publish-form').then((module) => module.PublishForm), {
  Fallback: FormLoading,
  Unavailable: FormUnavailable,
  reload: () => false,
});

export const PublishFormLoader = form.Component;

/** Downloads the form ahead of need, while online (an offline attempt would stay failed in this page). */
export function preloadPublishForm(): void {
  if (!navigator.onLine || form.loaded()) return;
  form
    .download()
    .catch((error: unknown) => console.warn('The publish form could not be loaded', error));
}
