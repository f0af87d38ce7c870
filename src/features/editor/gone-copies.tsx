import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { PlainEditorBar } from './editor-header';
import { moveCopiesToNew, removeCopy, type LocalCopy } from './local-copy';
import { TIME, useDiscard } from './restored-notice';

export const GONE_TEXTS = {
  heading: 'This blog is no longer on the server',
  kept: (count: number, at: number) =>
    `It may have been deleted, in another tab or on another device. This browser kept ${
      count === 1 ? 'changes' : `${count} sets of changes`
    } to it that were not saved (the last at ${TIME.format(at)}).`,
  open: 'Open them as a new blog',
  discard: 'Discard them',
  discardText: 'The blog they were written for is gone. The changes cannot be brought back.',
} as const;

/**
 * Opening a blog that is not on the server any more (docs/decisions/0054), where this browser still holds
 * the writer's unsaved changes to it: instead of the not-found page, which would leave them out of reach, the
 * writer opens them as a new blog or, once asked, discards them.
 */
export function GoneCopies({
  userId,
  copies,
}: {
  userId: string;
  /** Newest first (local-copy.ts copiesOf), none empty. */
  copies: readonly LocalCopy[];
}) {
  const navigate = useNavigate();
  const discard = useDiscard(
    () => {
      for (const copy of copies) removeCopy(copy.key);
      void navigate(paths.notFound(), { replace: true });
    },
    GONE_TEXTS.discard,
    GONE_TEXTS.discardText,
  );
  const title = copies.find((copy) => copy.draft.title.trim())?.draft.title;
  return (
    <>
      <PlainEditorBar />
      <main id="main" className="mx-auto w-full max-w-[900px] px-[5vw] py-10">
        <h1 className="text-2xl font-semibold">{GONE_TEXTS.heading}</h1>
        {title && <p className="mt-4 font-serif text-xl">{title}</p>}
        <p className="mt-4 max-w-prose text-muted">
          {GONE_TEXTS.kept(copies.length, copies[0]?.savedAt ?? 0)}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              moveCopiesToNew(userId, copies);
              void navigate(paths.editor(), { replace: true });
            }}
          >
            {GONE_TEXTS.open}
          </button>
          {discard.button}
        </div>
        {discard.dialog}
      </main>
    </>
  );
}
