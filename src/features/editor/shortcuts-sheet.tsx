import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { EMBED_SERVICE_NAMES, KEYS } from './editor-keys';

export const SHEET_TITLE = 'Keyboard shortcuts';
export const HELP_KEY_LABEL = 'Open this list with ? alone';

/** Apple keyboards say ⌘ where others say Ctrl. */
export function isApplePlatform(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const hinted = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData
    ?.platform;
  return /mac|iphone|ipad|ipod/i.test(hinted || nav.platform || '');
}

export interface KeyCap {
  /** What the key cap shows. */
  text: string;
  /** What a screen reader says, when the cap is a symbol. */
  spoken?: string;
}

/** 'CMD+SHIFT+M' → the caps to show on this platform: ⌘ ⇧ M on a Mac, Ctrl Shift M elsewhere. */
export function keyCaps(shortcut: string, apple: boolean): KeyCap[] {
  if (shortcut === '+') return [{ text: '+' }];
  return shortcut.split('+').map((part): KeyCap => {
    switch (part.toUpperCase()) {
      case 'CMD':
        return apple ? { text: '⌘', spoken: 'Command' } : { text: 'Ctrl' };
      case 'SHIFT':
        return apple ? { text: '⇧', spoken: 'Shift' } : { text: 'Shift' };
      case 'ENTER':
        return { text: apple ? 'Return' : 'Enter' };
      default:
        return { text: part.length === 1 ? part.toUpperCase() : part };
    }
  });
}

/** One way to do something: each entry of `keys` is a shortcut, any of them works. */
interface Row {
  does: string;
  keys: string[];
}

const SECTIONS: { title: string; note?: string; rows: Row[] }[] = [
  {
    title: 'Writing',
    rows: [
      { does: 'Save as a draft', keys: [KEYS.save] },
      { does: 'Go on to publishing', keys: [KEYS.publish] },
      { does: 'Show these shortcuts (outside a text field)', keys: [KEYS.help] },
      // Issue 25: the editor's own history (history.ts, undo.ts), across the whole document.
      { does: 'Undo', keys: ['CMD+Z'] },
      { does: 'Redo', keys: ['CMD+SHIFT+Z', 'CMD+Y'] },
    ],
  },
  {
    title: 'Blocks',
    rows: [
      { does: 'Open the block menu, on an empty line', keys: ['/'] },
      { does: 'Move through the block menu', keys: ['↓', '↑', 'Tab', 'SHIFT+Tab'] },
      { does: 'Add the chosen block', keys: ['ENTER'] },
      { does: 'Close the menu', keys: ['Esc'] },
      { does: 'Block settings: move, delete, image options', keys: [KEYS.blockSettings] },
      { does: 'Nest a list item, or lift it back out', keys: ['Tab', 'SHIFT+Tab'] },
    ],
  },
  {
    title: 'Formatting',
    note: 'Select some text first.',
    rows: [
      { does: 'Bold', keys: [KEYS.bold] },
      { does: 'Italic', keys: [KEYS.italic] },
      { does: 'Link', keys: [KEYS.link] },
      { does: 'Marker', keys: [KEYS.marker] },
      { does: 'Inline code', keys: [KEYS.inlineCode] },
    ],
  },
];

/**
 * Issue 25 item 2: what typing makes, as in Ghost (markdown-shortcuts.ts). A block's marks go at the start of
 * an empty paragraph; a trailing space is shown as the Space key.
 */
const MARKDOWN: Row[] = [
  { does: 'Heading', keys: ['## '] },
  { does: 'Smaller heading', keys: ['### '] },
  { does: 'Bulleted list', keys: ['- ', '* '] },
  { does: 'Numbered list', keys: ['1. '] },
  { does: 'Quote', keys: ['> '] },
  { does: 'Code block', keys: ['```'] },
  { does: 'Divider', keys: ['---'] },
  { does: 'Bold', keys: ['**bold**'] },
  { does: 'Italic', keys: ['_italic_'] },
  { does: 'Inline code', keys: ['`code`'] },
  { does: 'Marker', keys: ['==marked=='] },
];

/** A key cap never breaks inside ('Ctrl' on one line, issue 25 item 8). */
const CAP =
  'min-w-7 whitespace-nowrap rounded-md border border-line bg-surface px-1.5 py-0.5 text-center text-sm [overflow-wrap:normal]';

/**
 * What a row does: it wraps between words, never inside one ('Red / o' at 320 px, where the body's
 * `overflow-wrap: anywhere` let the keys take all but 34 px); the keys wrap onto more lines instead.
 */
const DOES = 'wrap-break-word';

/** Text to type, in the code face, and Space as a key when it ends with one. */
function Typed({ text }: { text: string }) {
  const marks = text.trimEnd();
  return (
    <kbd className="inline-flex shrink-0 items-center gap-1">
      <kbd className={`${CAP} font-mono`}>{marks}</kbd>
      {marks !== text && <kbd className={`${CAP} font-sans`}>Space</kbd>}
    </kbd>
  );
}

function Shortcut({ shortcut, apple }: { shortcut: string; apple: boolean }) {
  return (
    // A key cap never breaks inside ('Ctrl' on one line, issue 25 item 8): the row's description wraps instead.
    <kbd className="inline-flex shrink-0 items-center gap-1 font-sans">
      {keyCaps(shortcut, apple).map((cap, index) => (
        <kbd key={index} className={CAP}>
          {cap.spoken ? (
            <>
              <span aria-hidden="true">{cap.text}</span>
              <span className="sr-only">{cap.spoken}</span>
            </>
          ) : (
            cap.text
          )}
        </kbd>
      ))}
    </kbd>
  );
}

/**
 * '?' alone is a single-key shortcut: it can be turned off here (WCAG 2.1.4), and the **?** button and 'All
 * keyboard shortcuts' still open this list.
 */
function HelpKeyChoice({ helpKey }: { helpKey: SheetProps['helpKey'] }) {
  const [on, setOn] = useState(helpKey.on);
  return (
    <label className="mt-4 flex items-center gap-2">
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => {
          helpKey.set(event.target.checked);
          setOn(event.target.checked);
        }}
        className="size-4 accent-accent"
      />
      {HELP_KEY_LABEL}
    </label>
  );
}

/**
 * Every shortcut the editor has (issue 17 item 1): ours, the block menu's, Editor.js's inline formatting as
 * configured in editor-tools.ts, and pasting a link to embed. A modal <dialog> drawn as a sheet from the
 * right: focus moves to its close button and comes back to what had it; Escape, the close button or a
 * click beside the sheet closes it; the slide-in is skipped for reduced motion (src/styles/index.css).
 */
export interface SheetProps {
  onClose: () => void;
  /** Whether '?' alone opens the sheet, and setting it (help-key.ts, from the editor's own chunk). */
  helpKey: { on: () => boolean; set: (on: boolean) => void };
}

export function ShortcutsSheet({ onClose, helpKey }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const apple = isApplePlatform();

  const closeSheet = useRef(onClose);
  useLayoutEffect(() => {
    closeSheet.current = onClose;
  });

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Escape: the browser's own cancel, and this for where <dialog> is not modal (jsdom).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeSheet.current();
    };
    // The backdrop belongs to the <dialog> itself: a click there (beside the sheet) closes it.
    const onClick = (event: MouseEvent) => {
      if (event.target === node) closeSheet.current();
    };
    node.addEventListener('keydown', onKeyDown);
    node.addEventListener('click', onClick);
    // Without showModal (jsdom) the dialog still opens, just not modal.
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', '');
    close.current?.focus();
    return () => {
      node.removeEventListener('keydown', onKeyDown);
      node.removeEventListener('click', onClick);
      if (typeof node.close === 'function') node.close();
      else node.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="shortcuts-sheet m-0 ml-auto h-full max-h-none w-full max-w-md overflow-y-auto border-l border-line bg-bg p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {SHEET_TITLE}
          </h2>
          <CloseButton ref={close} onClick={onClose} label="Close keyboard shortcuts" />
        </div>
        <HelpKeyChoice helpKey={helpKey} />
        {SECTIONS.map((section) => (
          <section key={section.title} className="mt-6">
            <h3 className="font-semibold">{section.title}</h3>
            {section.note && <p className="text-sm text-muted">{section.note}</p>}
            <dl className="mt-2 divide-y divide-line">
              {section.rows.map((row) => (
                <div key={row.does} className="flex items-center justify-between gap-4 py-2">
                  <dt className={DOES}>{row.does}</dt>
                  <dd className="flex flex-wrap justify-end gap-x-2 gap-y-1 text-right">
                    {row.keys.map((shortcut, index) => (
                      <Fragment key={shortcut}>
                        {index > 0 && <span className="text-muted">or</span>}
                        <Shortcut shortcut={shortcut} apple={apple} />
                      </Fragment>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section className="mt-6">
          <h3 className="font-semibold">Markdown</h3>
          <p className="text-sm text-muted">
            Headings, lists, quotes, code and dividers: type the marks at the start of an empty
            line. Bold, italic, code and marker: as the closing mark is typed. Undo gives the marks
            back.
          </p>
          <dl className="mt-2 divide-y divide-line">
            {MARKDOWN.map((row) => (
              <div key={row.does} className="flex items-center justify-between gap-4 py-2">
                <dt className={DOES}>{row.does}</dt>
                <dd className="flex flex-wrap justify-end gap-x-2 gap-y-1 text-right">
                  {row.keys.map((typed, index) => (
                    <Fragment key={typed}>
                      {index > 0 && <span className="text-muted">or</span>}
                      <Typed text={typed} />
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="mt-6">
          <h3 className="font-semibold">Embeds</h3>
          <p className="mt-2">
            Paste a link from {EMBED_SERVICE_NAMES} on an empty line: it becomes an embedded video,
            song, post or pen.
          </p>
        </section>
        <section className="mt-6">
          <h3 className="font-semibold">Images</h3>
          <p className="mt-2">
            Add an image from the block menu, paste or drop an image file (PNG, JPEG, GIF or WebP)
            into the editor, or paste an image’s address on an empty line. Describe each image in
            its Alt text field, for readers who cannot see it.
          </p>
        </section>
        <section className="mt-6">
          <h3 className="font-semibold">Pasting</h3>
          <p className="mt-2">
            Paste from Google Docs, Word or a web page: headings, lists, quotes, links, bold, italic
            and code are kept, their fonts and colours left behind. Markdown pasted as plain text
            becomes headings, lists, quotes and code too.
          </p>
        </section>
      </div>
    </dialog>
  );
}
