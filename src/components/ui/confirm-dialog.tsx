import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action is drawn in the danger colour. */
  danger?: boolean;
  busy?: boolean;
  /** The answer's work failed: said at once (an alert), under the question, which stays for another try. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question (deleting a blog, leaving the editor with unsaved work): the native <dialog> traps focus,
 * closes on Escape (as Cancel) and returns focus to where it was. The safe choice has the focus.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  // Twice is once (issue 29 item 14): a double-click answers the question once. The button's `busy` comes a
  // render later (the data layer draws its pending state in a batch), too late for a second click in the
  // same burst; this is set on the first click. The next drawing shows the answer's work under way (busy),
  // or ended: the dialog closed, or it stays after a failure for another try, which may answer again.
  const answered = useRef(false);
  useEffect(() => {
    if (!busy) answered.current = false;
  });
  const confirm = () => {
    if (answered.current || busy) return;
    answered.current = true;
    onConfirm();
  };

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    // Without showModal (jsdom, very old browsers) the dialog still opens, just not modal.
    if (open && !node.open) {
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
      cancel.current?.focus();
    }
    if (!open && node.open) {
      if (typeof node.close === 'function') node.close();
      else node.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(90vw,28rem)] rounded-lg border border-line bg-bg p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <p id={textId} className="mt-3 text-muted">
        {text}
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" className="btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'btn bg-danger text-bg hover:opacity-90' : 'btn-primary'}
          onClick={confirm}
          // Not `disabled`: the keyboard's focus would drop out of the dialog to <body> (0059).
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
