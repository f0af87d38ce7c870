import { useState } from 'react';

const TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Tells the author that unsaved work came back from this browser (issue 14: never lose work), and offers
 * to discard it for the saved version. Hiding the notice keeps the work.
 */
export function RestoredNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  // Issue 25 item 8: the text keeps at least 16rem (or the whole width) before the buttons join its line, so a
  // phone wraps the buttons below it rather than the text a letter per line; the buttons are drawn as buttons
  // on the notice's own surface (bordered on the page's colour), not as text.
  return (
    <div
      role="status"
      data-testid="restored-notice"
      className="mx-auto mb-6 flex w-full max-w-[900px] flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3"
    >
      <p className="min-w-[min(100%,16rem)] flex-1">
        We restored the changes you had not saved ({TIME.format(savedAt)}).
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn border border-line bg-bg text-ink hover:bg-surface-strong"
          onClick={onDiscard}
        >
          Discard changes
        </button>
        <button type="button" className="btn-primary" onClick={() => setOpen(false)}>
          Keep them
        </button>
      </div>
    </div>
  );
}
