/**
 * The editor's keyboard (issue 17 item 1): which key press is one of our shortcuts, and where '?' may open
 * the help. Small and free of Editor.js, so the editor screen listens for keys before Editor.js has
 * downloaded; how a shortcut is written on this platform is the shortcuts sheet's (downloaded on demand).
 */

export type EditorAction = 'save' | 'publish' | 'help';

/**
 * Sent (bubbling) to the focused element before Save or Publish runs from the keyboard: a field that keeps
 * what is typed until it is left (a topic, tag-input.tsx) hands it over first, or the save would go without it.
 */
export const HAND_OVER_TYPED = 'inkwell:hand-over-typed';

/**
 * Shortcuts in Editor.js's own notation ('CMD' is ⌘ on Apple platforms and Ctrl elsewhere). The marker and
 * inline-code ones are given to those tools in editor-tools.ts (neither tool has one of its own); bold,
 * italic and link are Editor.js's built-in inline tools (@editorjs/editorjs 2.31: CMD+B, CMD+I, CMD+K).
 */
export const KEYS = {
  save: 'CMD+S',
  publish: 'CMD+ENTER',
  help: '?',
  bold: 'CMD+B',
  italic: 'CMD+I',
  link: 'CMD+K',
  marker: 'CMD+SHIFT+M',
  inlineCode: 'CMD+SHIFT+C',
  blockSettings: 'CMD+/',
} as const;

/** The services a pasted link becomes an embed for: the reading page's allow-list (decision 0010). */
export const EMBED_SERVICES = [
  { key: 'youtube', name: 'YouTube' },
  { key: 'vimeo', name: 'Vimeo' },
  { key: 'spotify', name: 'Spotify' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'codepen', name: 'CodePen' },
] as const;

/** 'YouTube, Vimeo, Spotify, Instagram or CodePen'. */
export const EMBED_SERVICE_NAMES = EMBED_SERVICES.map((service) => service.name)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

/** Our shortcut this key press is, if any. Either Ctrl or ⌘ counts as the modifier, on any platform. */
export function editorAction(event: KeyboardEvent): EditorAction | null {
  if (event.isComposing) return null;
  const modifier = event.metaKey || event.ctrlKey;
  if (modifier && !event.altKey && !event.shiftKey) {
    // The code covers keyboard layouts whose S key types another letter.
    if (event.key.toLowerCase() === 's' || event.code === 'KeyS') return 'save';
    if (event.key === 'Enter') return 'publish';
    return null;
  }
  if (event.key === '?' && !modifier && !event.altKey) return 'help';
  return null;
}

/**
 * Shift+Tab and no other modifier: in Editor.js's block menu and block settings it moves back one item
 * (block-editor.tsx makes it; Editor.js 2.31 moves through its menus with Tab, ↑ and ↓ but skips every key
 * pressed with Shift, so the browser would move the focus out of the open menu instead).
 */
export function isShiftTab(event: KeyboardEvent): boolean {
  return event.key === 'Tab' && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** A field the author types into: '?' there is a question mark, not a request for help. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select')) return true;
  const editable = target.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

export type HistoryAction = 'undo' | 'redo';

/** Cmd/Ctrl+Z undoes; Cmd/Ctrl+Shift+Z and Cmd/Ctrl+Y redo (either modifier, on any platform). */
export function historyAction(event: KeyboardEvent): HistoryAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return null;
  const key = event.key.toLowerCase();
  if (key === 'z' || event.code === 'KeyZ') return event.shiftKey ? 'redo' : 'undo';
  if ((key === 'y' || event.code === 'KeyY') && !event.shiftKey) return 'redo';
  return null;
}
