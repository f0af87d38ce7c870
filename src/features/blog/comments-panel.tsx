import { useEffect, useRef, type ReactNode } from 'react';
import { m } from 'framer-motion';
import { CloseIcon } from '@/components/ui/icons';
import { MotionProvider } from '@/components/ui/motion-provider';
import { UserText } from '@/components/ui/user-text';

/**
 * SPEC §2 slide-in panel 'Comments'. This issue builds the accessible shell (heading, the blog title, close
 * on button or Escape, focus moved in and given back); the comment box and list come from the comments
 * issue through `children`. Until then an empty blog shows 'No Comments'.
 */
export function CommentsPanel({
  blogTitle,
  total,
  onClose,
  children,
}: {
  blogTitle: string;
  total: number;
  onClose: () => void;
  children?: ReactNode;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <MotionProvider>
      <m.section
        id="comments-panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby="comments-heading"
        initial={{ x: '100%' }}
        animate={{ x: 0 }}
        transition={{ duration: 0.25 }}
        className="fixed right-0 top-0 z-50 h-full w-full overflow-y-auto border-l border-line bg-bg p-8 shadow-2xl sm:w-[30%] sm:min-w-[350px]"
      >
        <div className="relative">
          <h2 id="comments-heading" className="text-xl font-medium">
            Comments
          </h2>
          <p className="mt-1 line-clamp-1 text-lg text-muted">
            <UserText>{blogTitle}</UserText>
          </p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close comments"
            className="absolute right-0 top-0 flex h-11 w-11 items-center justify-center rounded-full bg-surface text-xl hover:bg-surface-strong"
          >
            <CloseIcon />
          </button>
        </div>
        <hr className="my-6 border-line" />
        {children ?? (total === 0 ? <p className="text-center text-muted">No Comments</p> : null)}
      </m.section>
    </MotionProvider>
  );
}
