import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type EditorJS from '@editorjs/editorjs';
import type { ContentBlock } from '@/api/types';
import { cleanBlocks } from './blog-data';
import { isShiftTab } from './editor-keys';
import { UNNAMED_IMAGE } from './image-data';
import type { UploadTracker } from './uploads-in-flight';
import type { WritingAids } from './writing-aids';

export const EDITOR_PLACEHOLDER = "Let's write an awesome story";
/** How long typing may pause before the blocks are read back for the local draft. */
const CHANGE_DEBOUNCE_MS = 300;

export interface BlockEditorHandle {
  /** The blocks as they are now (cleaned like stored content), or null before the editor is ready. */
  save: () => Promise<ContentBlock[] | null>;
  /** Puts the caret at the start of the first block (issue 25 item 7: Enter in the title); false before ready. */
  focusStart: () => boolean;
}

interface BlockEditorProps {
  /** Read once, when the editor is created (PITFALLS: pass the loaded data to the constructor). */
  initialBlocks: ContentBlock[];
  /** The blocks as the editor holds them right after isReady: the "unsaved" snapshot (PITFALLS). */
  onReady: (blocks: ContentBlock[]) => void;
  onChange: (blocks: ContentBlock[]) => void;
  /** Content images' uploads are counted there from start to end (issue 23 item 7). */
  uploads: UploadTracker;
  handle: Ref<BlockEditorHandle>;
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * Editor.js draws images without alt text and frames without a title: name them for screen readers
 * (WCAG 1.1.1 and 4.1.2; the accessibility suite checks the editor with every block type).
 */
function nameMedia(root: HTMLElement) {
  for (const image of root.querySelectorAll('img:not([alt])')) {
    image.setAttribute('alt', UNNAMED_IMAGE);
  }
  for (const frame of root.querySelectorAll('iframe:not([title])')) {
    frame.setAttribute('title', 'Embedded content in this blog');
  }
}

/** Editor.js's block menu ('/' or '+') and block settings (Ctrl+/ or ⋮⋮) while open; not the inline toolbar. */
const OPEN_MENU = '.ce-popover--opened:not(.ce-popover--inline)';

/**
 * Issue 17: Shift+Tab in an open menu moves back one item, as the shortcuts sheet says. Editor.js's menus
 * skip any key pressed with Shift (2.31), so it is taken here, before Editor.js's blocks and the browser
 * hear it, and handed to the menu as the ↑ it stands for, on the element that has the focus: the menu's
 * own key handling moves (and keeps) its place, exactly as for the arrow key.
 */
function menuBack(event: KeyboardEvent) {
  const box = event.currentTarget as HTMLElement;
  if (!isShiftTab(event) || !box.querySelector(OPEN_MENU)) return;
  event.preventDefault();
  event.stopPropagation();
  const up = new KeyboardEvent('keydown', {
    key: 'ArrowUp',
    code: 'ArrowUp',
    bubbles: true,
    cancelable: true,
  });
  // Editor.js reads the legacy keyCode, which a constructed event cannot be given otherwise.
  Object.defineProperty(up, 'keyCode', { value: 38 });
  event.target?.dispatchEvent(up);
}

/**
 * SPEC §2 block content editor: one Editor.js instance per mount, correct under StrictMode (PITFALLS):
 * created inside the effect and kept in a local variable; the holder is an element of our own inside a ref,
 * fresh per instance, so a second mount never draws into the first one's DOM; cleanup waits for isReady
 * before destroy(). Editor.js and its tools are downloaded here, with import(), on the editor routes only.
 */
export function BlockEditor({
  initialBlocks,
  onReady,
  onChange,
  uploads,
  handle,
}: BlockEditorProps) {
  const holder = useRef<HTMLDivElement>(null);
  const instance = useRef<EditorJS | null>(null);
  const initial = useRef(initialBlocks);
  const events = useRef({ onReady, onChange, uploads });
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    events.current = { onReady, onChange, uploads };
  });

  useImperativeHandle(handle, () => ({
    save: async () => {
      const editor = instance.current;
      return editor ? cleanBlocks((await editor.save()).blocks) : null;
    },
    focusStart: () => instance.current?.caret.setToFirstBlock('start') ?? false,
  }));

  useEffect(() => {
    const box = document.createElement('div');
    holder.current?.appendChild(box);
    const naming = new MutationObserver(() => nameMedia(box));
    naming.observe(box, { childList: true, subtree: true });
    box.addEventListener('keydown', menuBack, true);
    let live = true;
    let editor: EditorJS | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Issue 25: undo and redo (each reading after a change is a step), and markdown shortcuts.
    let aids: WritingAids | null = null;
    const read = async (from: EditorJS) =>
      cleanBlocks(aids ? await aids.observe() : (await from.save()).blocks);

    import('./editor-tools')
      .then(({ EditorJS: Editor, editorTools, catchPaste, dragBlocks, attachWritingAids }) => {
        if (!live) return;
        // Issue 25: Google Docs, Word and Markdown are read before Editor.js's own paste (paste-catcher.ts).
        box.addEventListener('paste', catchPaste, true);
        const created: EditorJS = new Editor({
          holder: box,
          tools: editorTools({
            startUpload: (name) => events.current.uploads.start('image', name),
          }),
          data: { blocks: initial.current },
          placeholder: EDITOR_PLACEHOLDER,
          logLevel: 'ERROR' as EditorJS.LogLevels,
          minHeight: 160,
          onChange: () => {
            clearTimeout(timer);
            timer = setTimeout(() => {
              if (!live) return;
              read(created).then(
                (blocks) => live && events.current.onChange(blocks),
                (error: unknown) => console.warn('Reading the editor failed', error),
              );
            }, CHANGE_DEBOUNCE_MS);
          },
        });
        editor = created;
        return created.isReady.then(async () => {
          if (!live) return;
          instance.current = created;
          dragBlocks(created, box);
          const ready = await attachWritingAids(created, box);
          if (!live) return ready.destroy();
          aids = ready;
          const blocks = cleanBlocks(ready.saved);
          setStatus('ready');
          events.current.onReady(blocks);
        });
      })
      .catch((error: unknown) => {
        console.warn('The block editor could not start', error);
        if (live) setStatus('failed');
      });

    return () => {
      live = false;
      clearTimeout(timer);
      naming.disconnect();
      aids?.destroy();
      instance.current = null;
      const mounted = editor;
      if (!mounted) return box.remove();
      mounted.isReady
        .then(() => mounted.destroy())
        .catch(() => undefined)
        .finally(() => box.remove());
    };
  }, [attempt]);

  return (
    <div aria-busy={status === 'loading'}>
      {status === 'loading' && <p className="py-4 text-muted">Loading the editor…</p>}
      {status === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 py-4">
          <p>The editor could not be loaded. Check your connection; your text is kept.</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setStatus('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      )}
      <div ref={holder} className="block-editor font-serif text-lg" />
    </div>
  );
}
