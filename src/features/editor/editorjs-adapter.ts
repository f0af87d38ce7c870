import type EditorJS from '@editorjs/editorjs';
import type { BlockAPI } from '@editorjs/editorjs';
import { idleTask, keepNativeIdle } from './idle';

/**
 * Every reach into Editor.js and its tools beyond their public API (issue 28 item 8): private fields, event
 * names the docs do not list, forged events, CSS classes read by code, and the timing Editor.js defers work
 * to. Nothing else in the app touches these. Each reach names the release it was written against in
 * `WRITTEN_FOR`, and has a test in real Chromium (e2e/editorjs-adapter.spec.ts) that fails when an upgrade
 * changes it; tests/features/editor/editorjs-adapter.test.ts fails as soon as an installed release differs
 * from the one written here, so an upgrade is a deliberate recheck of this file, not a surprise.
 */
export const WRITTEN_FOR = {
  '@editorjs/editorjs': '2.31.7',
  '@editorjs/image': '2.10.3',
  '@editorjs/code': '2.9.4',
  '@editorjs/list': '2.0.9',
  '@editorjs/quote': '2.7.6',
  '@editorjs/embed': '2.7.7',
  '@editorjs/paragraph': '2.11.7',
} as const;

/* ------------------------------------------------------------------------------------------------------ */
/* Block-level change events                                                                              */

export type BlockMutation =
  | { type: 'block-added'; block: BlockAPI; index: number }
  | { type: 'block-removed'; id: string; index: number }
  | { type: 'block-moved'; id: string; from: number; to: number }
  | { type: 'block-changed'; block: BlockAPI; index: number };

interface MutationEventPayload {
  event?: CustomEvent<{
    target?: BlockAPI;
    index?: number;
    fromIndex?: number;
    toIndex?: number;
  }>;
}

/**
 * Editor.js 2.31 emits 'block changed' on its common event bus, synchronously, the moment a block is added,
 * removed, moved or changed; the `onChange` option hears the same events only batched 400 ms later and
 * de-duplicated by block (so their order is lost). The public `editor.on` subscribes to that bus. Each event
 * names its block (a BlockAPI) and where it is. A block's content change is reported from Editor.js's
 * mutation observer (a microtask after the change), and for a new block only once its watcher is attached
 * (deferred to an idle callback: see `promptIdleCallbacks`).
 */
export function onBlockMutation(
  editor: EditorJS,
  listener: (mutation: BlockMutation) => void,
): () => void {
  const handler = (payload?: MutationEventPayload) => {
    const event = payload?.event;
    const detail = event?.detail;
    const block = detail?.target;
    if (!event || !block) return;
    switch (event.type) {
      case 'block-added':
        return listener({ type: 'block-added', block, index: detail.index ?? -1 });
      case 'block-removed':
        return listener({ type: 'block-removed', id: block.id, index: detail.index ?? -1 });
      case 'block-moved':
        return listener({
          type: 'block-moved',
          id: block.id,
          from: detail.fromIndex ?? -1,
          to: detail.toIndex ?? -1,
        });
      case 'block-changed':
        return listener({ type: 'block-changed', block, index: detail.index ?? -1 });
    }
  };
  editor.on(BLOCK_CHANGED, handler);
  return () => editor.off(BLOCK_CHANGED, handler);
}
const BLOCK_CHANGED = 'block changed';

/**
 * A block as its tool saved it (BlockAPI.save's `data`), with its type. Editor.js 2.31 draws a block of a
 * tool it does not have (another client's 'table') with its own Stub tool, named 'stub', which saves the
 * block it stands for as `{ id, type, data }`: that is the block.
 */
export function savedBlock(
  name: string,
  data: Record<string, unknown>,
): { type: string; data: Record<string, unknown> } {
  if (
    name === 'stub' &&
    typeof data.type === 'string' &&
    data.data &&
    typeof data.data === 'object'
  )
    return { type: data.type, data: data.data as Record<string, unknown> };
  return { type: name, data };
}

/* ------------------------------------------------------------------------------------------------------ */
/* Deferred work                                                                                          */

type IdleCallback = typeof window.requestIdleCallback;
let prompting = 0;

/** What a writer does first: pending idle work is done before any of it is handled. */
const INPUT_EVENTS = [
  'keydown',
  'beforeinput',
  'pointerdown',
  'paste',
  'drop',
  'cut',
  'compositionstart',
];

/**
 * Editor.js 2.31 binds a new block's keys (Enter, Backspace, Tab…) and starts watching its content only in an
 * idle callback (`composeBlock`, and the Block constructor). On a busy machine, keys typed at a person's speed
 * right after a new line reached the block before that: Enter then put a line break into a heading instead of
 * a new block, and the typing was never reported. Once an editor is ready (its own start-up defers the making
 * of its toolbars the same way, and needs them to wait), the idle callbacks asked for are still run when the
 * browser is idle, but any still pending when the writer next acts (a key, a click, a paste…) are run first,
 * in order, before anything handles that event: binding a block's keys in a 2,000-block post costs Editor.js
 * a scan of every listener (about 20 ms here), which then stays off the key's path whenever the writer
 * pauses, and a key is never handled before its block is bound. Listeners added to an element while an event
 * is on its way are heard when the event reaches it (DOM: an element's listeners are taken as it is
 * reached), so the key that ran them is handled by them. Nothing else on the editor routes asks for idle
 * callbacks (the app's own idle work goes through `idleTask`). Returns the undo of it.
 */
export function promptIdleCallbacks(): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  if (prompting++ === 0) {
    const idle = window.requestIdleCallback;
    const cancel = window.cancelIdleCallback;
    keepNativeIdle(idle, cancel);
    let handle = 0;
    const pending = new Map<number, { run: IdleRequestCallback; native: number }>();
    window.requestIdleCallback = ((run: IdleRequestCallback, options?: IdleRequestOptions) => {
      const id = ++handle;
      const native = idle.call(
        window,
        (deadline) => {
          pending.delete(id);
          run(deadline);
        },
        options,
      );
      pending.set(id, { run, native });
      return id;
    }) as IdleCallback;
    window.cancelIdleCallback = (id: number) => {
      const task = pending.get(id);
      if (!task) return;
      pending.delete(id);
      cancel.call(window, task.native);
    };
    flushIdle = () => {
      // In the order asked for; work asked for meanwhile is done too.
      for (let [first] = pending; first; [first] = pending) {
        const [id, task] = first;
        pending.delete(id);
        cancel.call(window, task.native);
        task.run({ didTimeout: false, timeRemaining: () => 0 });
      }
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, flushIdle, true);
  }
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    const native = --prompting === 0 ? keepNativeIdle(null, null) : null;
    if (native) {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, flushIdle, true);
      window.requestIdleCallback = native.idle;
      window.cancelIdleCallback = native.cancel;
    }
  };
}
let flushIdle: () => void = () => undefined;

/**
 * Runs the idle work Editor.js has deferred, now: after blocks are made by code (a paste, a conversion, an undo),
 * so they listen and report their changes before anything else happens.
 */
export function runDeferredWork(): void {
  flushIdle();
}

/**
 * Resolves once the idle callbacks asked for so far have run: the browser runs them in the order they were
 * asked for (one whose timeout passed runs earlier), so when this one runs, every earlier one has.
 */
export function afterIdleCallbacks(): Promise<void> {
  return new Promise((resolve) => idleTask(resolve, 5_000));
}

/* ------------------------------------------------------------------------------------------------------ */
/* Editor.js's stylesheets                                                                                */

/** The rules that style a block by its place among all of them, and the same rules by the edges alone. */
const BY_PLACE = [
  ['.ce-block:only-of-type', '.ce-block:first-child:last-child'],
  ['.ce-block:first-of-type', '.ce-block:first-child'],
] as const;

/**
 * Issue 28 item 7. Editor.js 2.31 (its stylesheet, `#editor-js-styles`) and @editorjs/paragraph 2.11 (its own)
 * style blocks with `:first-of-type` (no top margin on the first block) and `:only-of-type` (the placeholder
 * of a lone empty paragraph). Chrome keeps such positional rules by restyling, whenever a block is inserted
 * or removed, every block after it (`first-of-type`) or every block (`only-of-type`) with all it holds: in a
 * 2,000-block post, 70 ms of style on each Enter, undo or redo. The editor's blocks are all `div`s and are the
 * only children of their list, so `:first-child` and `:first-child:last-child` choose the same blocks, and
 * Chrome restyles only the block at an edge that changed. The rules are rewritten in place (CSSOM), once the
 * stylesheets are in. Returns how many were rewritten: none means an upgrade moved them (the e2e test of
 * this file fails then).
 */
export function styleBlocksByEdges(doc: Document = document): number {
  let rewritten = 0;
  const rules: CSSRule[] = [];
  for (const sheet of doc.styleSheets) {
    try {
      rules.push(...sheet.cssRules);
    } catch {
      // Another origin's stylesheet: not Editor.js's.
    }
  }
  for (let rule = rules.pop(); rule; rule = rules.pop()) {
    if ('cssRules' in rule) rules.push(...(rule as CSSGroupingRule).cssRules);
    if (!(rule instanceof CSSStyleRule)) continue;
    let selector = rule.selectorText;
    for (const [place, edges] of BY_PLACE) selector = selector.replaceAll(place, edges);
    if (selector === rule.selectorText) continue;
    rule.selectorText = selector;
    rewritten++;
  }
  return rewritten;
}

/* ------------------------------------------------------------------------------------------------------ */
/* Editor.js's own questions about its nodes                                                              */

/**
 * Issue 28 item 7. Editor.js 2.31 asks whether a node is its own wrapper with `isEqualNode`
 * (`setCurrentBlockByChildNode`, on every key, click and selection change) and whether a click's target is its
 * redactor the same way. `isEqualNode` compares two trees node by node, and Chrome does so even for one
 * element and itself: in a 2,000-block post, a walk of the whole post on each key (about 1 ms here). Its
 * wrapper and redactor answer at once when asked about themselves, and as the DOM does about any other node,
 * so every answer stays the same. Returns how many elements answer so: 2, or fewer when an upgrade drew them
 * otherwise (the e2e test of this file fails then).
 */
export function compareEditorNodesByIdentity(holder: Element): number {
  const native = Node.prototype.isEqualNode;
  const elements = holder.querySelectorAll('.codex-editor, .codex-editor__redactor');
  for (const element of elements) {
    Object.defineProperty(element, 'isEqualNode', {
      configurable: true,
      value(this: Node, other: Node | null) {
        return other === this || native.call(this, other);
      },
    });
  }
  return elements.length;
}

/* ------------------------------------------------------------------------------------------------------ */
/* Markup Editor.js draws (2.31)                                                                          */

/** Editor.js's block element and the block-settings button (⋮⋮), the drag handle (drag-blocks.ts). */
export const BLOCK_SELECTOR = '.ce-block';

/**
 * The id of the block an element is in: Editor.js writes it on the block's element as `data-id`. The public
 * `blocks.getBlockByElement` finds the same block by listing every block's element, on each call: in a
 * 2,000-block post, twice per key.
 */
export function blockIdOf(element: Element): string | undefined {
  return element.closest<HTMLElement>(BLOCK_SELECTOR)?.dataset.id;
}
/**
 * The ids of the blocks drawn in `holder`, in order, as their elements say (`data-id`). The public
 * `blocks.getBlockByIndex` makes a BlockAPI object for every block asked for: 9 ms to list 2,000 of them.
 */
export function drawnBlockIds(holder: Element): string[] {
  return Array.from(
    holder.querySelectorAll<HTMLElement>(`.codex-editor__redactor > ${BLOCK_SELECTOR}`),
    // getAttribute, not `dataset`: a third of the time over 2,000 blocks, read on every undo and redo.
    (element) => element.getAttribute('data-id') ?? '',
  );
}
export const SETTINGS_BUTTON = '.ce-toolbar__settings-btn';
/** The block menu ('/' or '+') and block settings (Ctrl+/ or ⋮⋮) while open; not the inline toolbar. */
export const OPEN_MENU = '.ce-popover--opened:not(.ce-popover--inline)';

/**
 * Issue 17: Shift+Tab in an open menu moves back one item, as the shortcuts sheet says. Editor.js's menus
 * (2.31) skip every key pressed with Shift, and read the legacy `keyCode`: Shift+Tab is taken here, on the
 * editor's holder in the capture phase, before Editor.js's blocks and the browser hear it, and handed to the
 * menu as the ↑ it stands for, forged with that keyCode, on the element that has the focus.
 */
export function menuBack(event: KeyboardEvent, shiftTab: boolean) {
  const box = event.currentTarget;
  if (!shiftTab || !(box instanceof HTMLElement) || !box.querySelector(OPEN_MENU)) return;
  event.preventDefault();
  event.stopPropagation();
  if (event.target) sendMenuUp(event.target);
}

function sendMenuUp(target: EventTarget) {
  const up = new KeyboardEvent('keydown', {
    key: 'ArrowUp',
    code: 'ArrowUp',
    bubbles: true,
    cancelable: true,
  });
  Object.defineProperty(up, 'keyCode', { value: 38 });
  target.dispatchEvent(up);
}

/* ------------------------------------------------------------------------------------------------------ */
/* Tools' private parts                                                                                   */

/** @editorjs/image 2.10: the picture it draws, and the parts its types keep private. */
export const IMAGE_PICTURE = 'img.image-tool__image-picture';
interface ImageToolInternals {
  uploadingFailed: (error: unknown) => void;
  ui: { showPreloader: (src: string) => void; hidePreloader: () => void };
  image: { url: string } | undefined;
  data: { file?: { url?: string } };
}
const imageParts = (tool: object) => tool as unknown as ImageToolInternals;

/** Replaces the tool's own failure handling (it shows Editor.js's notifier, which is not announced). */
export function onImageUploadFailed(tool: object, handler: (error: unknown) => void) {
  imageParts(tool).uploadingFailed = handler;
}
/** Shows the tool's uploading state (a blurred preview of `src`, or none), or hides it. */
export function showImagePreloader(tool: object, src: string) {
  imageParts(tool).ui.showPreloader(src);
}
export function hideImagePreloader(tool: object) {
  imageParts(tool).ui.hidePreloader();
}
/** The address of the picture the tool holds, or ''. */
export function imageAddress(tool: object): string {
  return imageParts(tool).data.file?.url ?? '';
}
/** Puts a stored image's address into the tool, as its own upload does when it ends. */
export function fillImage(tool: object, url: string) {
  imageParts(tool).image = { url };
}

/** @editorjs/code 2.9: its Tab handler and its textarea. */
interface CodeToolInternals {
  tabHandler: (event: KeyboardEvent) => void;
  nodes: { holder: HTMLElement | null; textarea: HTMLTextAreaElement | null };
}
export function codeParts(tool: object): CodeToolInternals {
  return tool as unknown as CodeToolInternals;
}

/** @editorjs/list 2.0: the API it keeps in `this.api` (its settings' labels are translated through it). */
export function toolTranslate(tool: object): (text: string) => string {
  const api = (tool as { api?: { i18n?: { t?: (text: string) => string } } }).api;
  return (text) => api?.i18n?.t?.(text) ?? text;
}

/** @editorjs/quote 2.7: the quote's text field in the element it renders. */
export const QUOTE_TEXT = '.cdx-quote__text';

/** @editorjs/embed 2.7: the preview frame it draws. */
export function embedFrame(element: HTMLElement): HTMLIFrameElement | null {
  return element.querySelector('iframe');
}
