import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type EditorJS from '@editorjs/editorjs';
import { TRANSIENT, type EditorDocument } from './document';
import { isShiftTab } from './editor-keys';
import { UNNAMED_IMAGE } from './image-data';
import type { UploadTracker } from './uploads-in-flight';
import type { WritingAids } from './writing-aids';
import { EarlyText, type EarlyTextHandle } from './early-text';

export const EDITOR_PLACEHOLDER = "Let's write an awesome story";

/** Editor.js's room under the last block (its `minHeight`): a click there goes to the last block. */
const ROOM_BELOW_PX = 160;
/**
 * The empty editor's height, held from the first frame: Editor.js draws a paragraph block 2.4em tall (a 1.6em
 * line, 0.4em above and below) and its room below. What stands in for the editor while it downloads lies over
 * that space (early-text.tsx), so neither the editor's arrival nor the stand-in's going moves the page under
 * them: a new blog's page had moved twice, a layout shift of 0.078 on a phone (Lighthouse; e2e/editor-look.spec.ts).
 */
const EMPTY_EDITOR_HEIGHT = `calc(2.4em + ${ROOM_BELOW_PX}px)`;

export interface BlockEditorHandle {
  /**
   * Resolves once everything done in the editor so far has reached the document (at once before the editor
   * is ready: the document is then the blocks it was opened with).
   */
  settled: () => Promise<void>;
  /**
   * Puts the caret at the start of the first block (issue 25 item 7: Enter in the title). Before the editor
   * is ready, the caret goes to the line standing in for it, whose text becomes the first block's (issue 28
   * item 6: no key pressed early is dropped).
   */
  focusStart: () => void;
}

interface BlockEditorProps {
  /** The document the editor fills and keeps current; read once, when the editor is created. */
  doc: EditorDocument;
  /** The document holds what the editor holds, right after isReady (PITFALLS: the "unsaved" snapshot). */
  onReady: () => void;
  /** Content images' uploads, by block, from start to end (issue 23 item 7, issue 28 item 5). */
  uploads: UploadTracker;
  /**
   * What is typed into the line standing in for the editor, at each change, and '' once the editor holds it
   * (early-text.tsx, early-blocks.ts).
   */
  onEarlyText: (text: string) => void;
  handle: Ref<BlockEditorHandle>;
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * Editor.js draws images without alt text and frames without a title: name them for screen readers
 * (WCAG 1.1.1 and 4.1.2; the accessibility suite checks the editor with every block type).
 */
function nameMedia(root: Element) {
  const unnamed = (selector: string) => [
    ...(root.matches(selector) ? [root] : []),
    ...root.querySelectorAll(selector),
  ];
  for (const image of unnamed('img:not([alt])')) image.setAttribute('alt', UNNAMED_IMAGE);
  for (const frame of unnamed('iframe:not([title])'))
    frame.setAttribute('title', 'Embedded content in this blog');
}

/**
 * Names what each change brought (and what lost its name), not the whole post: looking through every block on
 * each key cost a 2,000-block post a walk of all it holds per key (issue 28 item 7).
 */
function nameChangedMedia(records: MutationRecord[]) {
  for (const record of records) {
    if (record.type === 'attributes' && record.target instanceof Element) nameMedia(record.target);
    for (const node of record.addedNodes) if (node instanceof Element) nameMedia(node);
  }
}

/**
 * SPEC §2 block content editor: one Editor.js instance per mount, correct under StrictMode (PITFALLS):
 * created inside the effect and kept in a local variable; the holder is an element of our own inside a ref,
 * fresh per instance, so a second mount never draws into the first one's DOM; cleanup waits for isReady
 * before destroy(). Editor.js and its tools are downloaded here, with import(), on the editor routes only.
 * It is filled from the document (document.ts) and keeps it current (writing-aids.ts).
 */
export function BlockEditor({ doc, onReady, uploads, onEarlyText, handle }: BlockEditorProps) {
  const holder = useRef<HTMLDivElement>(null);
  const early = useRef<EarlyTextHandle>(null);
  const aids = useRef<{ aids: WritingAids; editor: EditorJS } | null>(null);
  const events = useRef({ onReady, uploads, onEarlyText });
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    events.current = { onReady, uploads, onEarlyText };
  });

  useImperativeHandle(handle, () => ({
    settled: async () => {
      const ready = aids.current;
      if (!ready) return;
      // An image whose upload has ended is stored in the document at once, before Editor.js reports the
      // picture its tool then draws: Publish pressed in between finds it stored, not still uploading.
      for (const block of doc.blocks()) {
        if (block.data[TRANSIENT] !== 'uploading') continue;
        if (events.current.uploads.ofBlock(block.id)?.state === 'uploading') continue;
        const api = ready.editor.blocks.getById(block.id);
        if (api) ready.aids.tracker.touch(api);
      }
      await ready.aids.tracker.verify();
    },
    focusStart: () => {
      const ready = aids.current;
      if (ready) ready.editor.caret.setToFirstBlock('start');
      else early.current?.focus();
    },
  }));

  useEffect(() => {
    const box = document.createElement('div');
    holder.current?.appendChild(box);
    nameMedia(box);
    const naming = new MutationObserver(nameChangedMedia);
    naming.observe(box, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['alt', 'title'],
    });
    let live = true;
    let editor: EditorJS | null = null;
    let ready: WritingAids | null = null;
    let restoreIdle: (() => void) | null = null;

    import('./editor-tools')
      .then(async (tools) => {
        if (!live) return;
        const { EditorJS: Editor, editorTools, attachWritingAids, editorTimings, menuBack } = tools;
        // Shift+Tab in an open menu moves back one item (issue 17; editorjs-adapter.ts).
        box.addEventListener('keydown', (event) => menuBack(event, isShiftTab(event)), true);
        const created: EditorJS = new Editor({
          holder: box,
          tools: editorTools({
            uploads: events.current.uploads,
            failed: (blockId) => {
              // A failed upload leaves no empty block (issue 28 item 5): the editor's own doing.
              const index = created.blocks.getBlockIndex(blockId);
              if (ready && typeof index === 'number' && index >= 0)
                ready.tracker.quietly(() => created.blocks.delete(index));
            },
          }),
          data: {
            blocks: doc.blocks().map(({ id, type, data }) => ({ id, type, data: { ...data } })),
          },
          placeholder: EDITOR_PLACEHOLDER,
          logLevel: 'ERROR' as EditorJS.LogLevels,
          minHeight: ROOM_BELOW_PX,
        });
        editor = created;
        await created.isReady;
        // Blocks styled by the edges of their list, not their place in it (editorjs-adapter.ts).
        editorTimings.styleBlocksByEdges();
        editorTimings.compareEditorNodesByIdentity(box);
        // Keys typed meanwhile wait in the line standing in for the editor (early-text.tsx) until Editor.js
        // has bound every block it drew, and from then on binds new ones at once (editorjs-adapter.ts).
        await editorTimings.afterIdleCallbacks();
        if (!live) return;
        restoreIdle = editorTimings.promptIdleCallbacks();
        ready = await attachWritingAids(created, box, doc);
        if (!live) return ready.destroy();
        aids.current = { aids: ready, editor: created };
        // What the writer typed while the editor was on its way goes into the first block, and the caret
        // with it (the editor is no longer inert: the focus may go in).
        if (holder.current) holder.current.inert = false;
        early.current?.handOver(created, ready.tracker, editorTimings.runDeferredWork);
        setStatus('ready');
        events.current.onReady();
        // The document has the text as paragraphs once their readings are in (within this task's
        // microtasks): from then on it is the editor's.
        void ready.tracker.settled().then(() => {
          if (live) events.current.onEarlyText('');
        });
      })
      .catch((error: unknown) => {
        console.warn('The block editor could not start', error);
        if (live) setStatus('failed');
      });

    return () => {
      live = false;
      naming.disconnect();
      ready?.destroy();
      aids.current = null;
      const mounted = editor;
      const cleanUp = () => {
        box.remove();
        restoreIdle?.();
      };
      if (!mounted) return cleanUp();
      mounted.isReady
        .then(() => mounted.destroy())
        .catch(() => undefined)
        .finally(cleanUp);
    };
  }, [attempt, doc]);

  return (
    // `peer`: the hint under the editor waits for it (editor-stage.tsx).
    <div aria-busy={status === 'loading'} className="peer relative">
      {/* Kept while the editor's code fails to arrive: the text stays, and the failure is said under it. */}
      {status !== 'ready' && (
        <EarlyText
          ref={early}
          placeholder={EDITOR_PLACEHOLDER}
          onText={onEarlyText}
          failed={status === 'failed'}
          onRetry={() => {
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {/* Not to be typed into before every block listens to its keys (a key there could be lost): typing
          waits in the line standing in for the editor (early-text.tsx). */}
      <div
        ref={holder}
        className="block-editor font-serif text-lg"
        style={{ minHeight: EMPTY_EDITOR_HEIGHT }}
        inert={status !== 'ready'}
      />
    </div>
  );
}
