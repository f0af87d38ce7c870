import { useEffect, useLayoutEffect, useRef } from 'react';
import { editorAction, HAND_OVER_TYPED, isTextField, type EditorAction } from './editor-keys';
import { helpKeyOn } from './help-key';

export type ShortcutHandlers = Partial<Record<EditorAction, () => void>>;

/**
 * The editor's own shortcuts (issue 17 item 1), heard on the window in the capture phase, ahead of
 * Editor.js (which listens on the document and on its blocks) and of every field: Cmd/Ctrl+S and
 * Cmd/Ctrl+Enter work from the title, the tags, inside Editor.js or with nothing focused. Cmd/Ctrl+S never
 * reaches the browser (no Save Page dialog), even while a save is running: the handler decides what to do.
 * Cmd/Ctrl+Enter is taken only where a handler is given (else Editor.js would split the block). '?' asks
 * for help only outside text fields and outside an open dialog, and only while the writer has it on. A held
 * key's repeats do nothing.
 */
export function useEditorShortcuts(handlers: ShortcutHandlers) {
  const current = useRef(handlers);
  useLayoutEffect(() => {
    current.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = editorAction(event);
      if (!action) return;
      const target = event.target;
      if (action === 'help') {
        if (!current.current.help || !helpKeyOn() || isTextField(target)) return;
        if (target instanceof Element && target.closest('dialog, [role="dialog"]')) return;
      } else if (action === 'publish' && !current.current.publish) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      if (event.repeat) return;
      // What the focused field still holds joins the draft first (drawn at once: the handlers read it).
      if (action !== 'help' && current.current[action])
        target?.dispatchEvent(new Event(HAND_OVER_TYPED, { bubbles: true }));
      current.current[action]?.();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
