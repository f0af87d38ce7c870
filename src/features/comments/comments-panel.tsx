import { useEffect, useRef } from 'react';
import { m } from 'framer-motion';
import type { Blog } from '@/api/types';
import { CloseButton } from '@/components/ui/close-button';
import { MotionProvider } from '@/components/ui/motion-provider';
import { UserText } from '@/components/ui/user-text';
import { CommentsThread } from './comments-thread';

/** The blog page's comment button (src/features/blog/blog-actions.tsx) controls the panel by this id. */
export const PANEL_ID = 'comments-panel';
const TOGGLE = `[aria-controls="${PANEL_ID}"]`;
/** A link that opens its page in this tab (not a share link's new tab, not an anchor on this page). */
const SAME_TAB_LINK = 'a[href]:not([target]):not([href^="#"])';
const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface CommentsPanelProps {
  blog: Blog;
  onClose: () => void;
}

/**
 * SPEC §2 slide-in panel 'Comments', headed with the blog's title. A modal dialog: focus moves in when it
 * opens, Tab and Shift+Tab stay inside it, and closing (its button, Escape, or a click outside) gives focus
 * back to the comment button that opened it. Loaded with its content only when first opened
 * (comments-panel-loader.tsx).
 */
export function CommentsPanel({ blog, onClose }: CommentsPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const focusables = () => [...(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel) return;
      const all = focusables();
      const first = all[0];
      const last = all.at(-1);
      const inside = panel.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first?.focus();
      }
    };
    // A click outside closes it; the comment button toggles it itself. Focus goes back to the comment
    // button, unless the click was on another control (then that one has it, as the reader meant).
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !panel || panel.contains(target)) return;
      if (target.closest(TOGGLE)) return;
      // Issue 29 item 13: a link to another page in this tab closes the panel by leaving it (the panel is a
      // history entry, use-comments-entry.ts); going back as well would race that navigation and undo it.
      if (target.closest(SAME_TAB_LINK)) return;
      if (!target.closest(FOCUSABLE)) event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      const back = opener && opener !== document.body && opener.isConnected ? opener : null;
      (back ?? document.querySelector<HTMLElement>(TOGGLE))?.focus();
    };
  }, [onClose]);

  return (
    <MotionProvider>
      <m.section
        ref={panelRef}
        id={PANEL_ID}
        role="dialog"
        aria-modal="true"
        aria-labelledby="comments-heading"
        initial={{ x: '100%' }}
        animate={{ x: 0 }}
        transition={{ duration: 0.25 }}
        className="fixed right-0 top-0 z-50 h-full w-full overflow-y-auto overflow-x-hidden border-l border-line bg-bg p-8 shadow-2xl sm:w-[30%] sm:min-w-[350px]"
      >
        <div className="relative pr-14">
          <h2 id="comments-heading" className="text-xl font-medium">
            Comments
          </h2>
          <p className="mt-1 line-clamp-1 text-lg text-muted">
            <UserText>{blog.title}</UserText>
          </p>
          <CloseButton
            ref={closeRef}
            onClick={onClose}
            label="Close comments"
            className="absolute right-0 top-0"
          />
        </div>
        <hr className="my-6 border-line" />
        <CommentsThread blog={blog} />
      </m.section>
    </MotionProvider>
  );
}
