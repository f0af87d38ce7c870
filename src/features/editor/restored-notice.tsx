import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { LocalCopy } from './local-copy';
import type { OtherTabs } from './use-other-tabs';

export const TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export const COPY_TEXTS = {
  restored: (at: number) => `We restored the changes you had not saved (${TIME.format(at)}).`,
  replacedSince:
    'The blog has been saved elsewhere since (another tab or device): saving here replaces that version.',
  orphan: (at: number) =>
    `This browser kept changes to this blog that were not saved, from a tab that was closed (${TIME.format(at)}).`,
  alsoOpen:
    'This blog is also open in another tab. Each tab keeps its own changes; the one saved last is what is kept.',
  savedElsewhere: (at: number) =>
    `This blog was saved in another tab at ${TIME.format(at)}. Saving here replaces that version; your changes here are kept until you do.`,
  unkept:
    'This browser is not keeping a copy of your changes: its storage is full or turned off. Save a draft to keep them.',
  gone: 'This blog is no longer on the server: it may have been deleted in another tab or on another device. What you wrote is still here. Save Draft or Publish saves it as a new blog.',
  discardTitle: 'Discard the changes you had not saved?',
  discardText:
    'The editor goes back to the blog as it was last saved. The changes cannot be brought back.',
  discard: 'Discard changes',
  keep: 'Keep them',
  open: 'Open them here',
} as const;

function Notice({
  children,
  actions,
  after,
}: {
  children: ReactNode;
  actions?: ReactNode;
  /** Drawn after the notice, outside its live region (a question it asks). */
  after?: ReactNode;
}) {
  // Issue 25 item 8: the text keeps at least 16rem (or the whole width) before the buttons join its line, so a
  // phone wraps the buttons below it rather than the text a letter per line; the buttons are drawn as buttons
  // on the notice's own surface (bordered on the page's colour), not as text.
  return (
    <>
      <div
        role="status"
        data-testid="restored-notice"
        className="mx-auto mb-6 flex w-full max-w-[900px] flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3"
      >
        <p className="min-w-[min(100%,16rem)] flex-1">{children}</p>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
      {after}
    </>
  );
}

const secondary = 'btn border border-line bg-bg text-ink hover:bg-surface-strong';

/** Asks before throwing away unsaved work (issue 28 item 3: Discard never deletes the only copy at once). */
export function useDiscard(
  onDiscard: () => void,
  label: string = COPY_TEXTS.discard,
  text: string = COPY_TEXTS.discardText,
) {
  const [asking, setAsking] = useState(false);
  return {
    button: (
      <button type="button" className={secondary} onClick={() => setAsking(true)}>
        {label}
      </button>
    ),
    dialog: (
      <ConfirmDialog
        open={asking}
        title={COPY_TEXTS.discardTitle}
        text={text}
        confirmLabel={label}
        cancelLabel={COPY_TEXTS.keep}
        danger
        onConfirm={() => {
          setAsking(false);
          onDiscard();
        }}
        onCancel={() => setAsking(false)}
      />
    ),
  };
}

/**
 * Tells the author that unsaved work came back from this browser (issue 14: never lose work), and offers to
 * discard it for the saved version, after asking. Hiding the notice keeps the work.
 */
export function RestoredNotice({
  savedAt,
  replacedSince = false,
  onDiscard,
}: {
  savedAt: number;
  /** The copy was written over a version replaced since: the writer is told before saving over it. */
  replacedSince?: boolean;
  onDiscard: () => void;
}) {
  const [open, setOpen] = useState(true);
  const discard = useDiscard(onDiscard);
  if (!open) return null;
  return (
    <Notice
      actions={
        <>
          {discard.button}
          <button type="button" className="btn-primary" onClick={() => setOpen(false)}>
            {COPY_TEXTS.keep}
          </button>
        </>
      }
      after={discard.dialog}
    >
      {COPY_TEXTS.restored(savedAt)}
      {replacedSince && ` ${COPY_TEXTS.replacedSince}`}
    </Notice>
  );
}

/** A copy a closed tab left: opened here only when the author says so (issue 28 item 3). */
export function OrphanNotice({
  copy,
  onOpen,
  onDiscard,
}: {
  copy: LocalCopy;
  onOpen: () => void;
  onDiscard: () => void;
}) {
  const discard = useDiscard(onDiscard);
  return (
    <Notice
      actions={
        <>
          <button type="button" className="btn-primary" onClick={onOpen}>
            {COPY_TEXTS.open}
          </button>
          {discard.button}
        </>
      }
      after={discard.dialog}
    >
      {COPY_TEXTS.orphan(copy.savedAt)}
    </Notice>
  );
}

/** Another tab has this blog open, or has just saved it (use-other-tabs.ts). */
export function OtherTabsNotice({ tabs }: { tabs: OtherTabs }) {
  if (tabs.savedElsewhereAt)
    return <Notice>{COPY_TEXTS.savedElsewhere(tabs.savedElsewhereAt)}</Notice>;
  return tabs.alsoOpen ? <Notice>{COPY_TEXTS.alsoOpen}</Notice> : null;
}

/** The browser would not keep the copy of the unsaved work (use-editor-doc.ts): only a save keeps it now. */
export function UnkeptNotice() {
  return <Notice>{COPY_TEXTS.unkept}</Notice>;
}

/** A save found the blog gone from the server (use-save-blog.ts BlogGoneError): the next save makes a new one. */
export function GoneNotice() {
  return <Notice>{COPY_TEXTS.gone}</Notice>;
}
