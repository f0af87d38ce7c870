/**
 * A failed load: a clear line and a Retry, never a blank area or an endless spinner (issue 3). SPEC §8 keeps
 * list failures out of toasts; this stays inside the area that failed. Without `onRetry` (a call the server
 * does not have: issue 29 item 4) there is nothing to retry, and no button.
 */
export function ErrorState({
  message = 'Something went wrong while loading this.',
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="mt-4 flex flex-col items-center gap-3 rounded-lg border border-line p-6 text-center"
    >
      <p className="text-muted">{message}</p>
      {onRetry && (
        <button
          type="button"
          className="btn-secondary"
          onClick={(event) => retryIn(event.currentTarget.parentElement?.parentElement, onRetry)}
        >
          Retry
        </button>
      )}
    </div>
  );
}

/**
 * Retry: it goes with the error it answers, so the focus waits in `area`, which reads again and where what
 * loads is drawn, instead of falling to <body> (WCAG 2.4.3).
 */
export function retryIn(area: HTMLElement | null | undefined, onRetry: () => void) {
  onRetry();
  if (!area) return;
  area.tabIndex = -1;
  area.focus({ preventScroll: true });
}
