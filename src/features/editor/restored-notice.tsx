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
  return (
    <div
      role="status"
      className="mx-auto mb-6 flex w-full max-w-[900px] flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3"
    >
      <p className="min-w-0 flex-1">
        We restored the changes you had not saved ({TIME.format(savedAt)}).
      </p>
      <button type="button" className="btn-ghost" onClick={onDiscard}>
        Discard changes
      </button>
      <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
        Keep them
      </button>
    </div>
  );
}
