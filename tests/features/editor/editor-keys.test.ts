import {
  editorAction,
  EMBED_SERVICE_NAMES,
  isShiftTab,
  isTextField,
} from '@/features/editor/editor-keys';
import { isApplePlatform, keyCaps } from '@/features/editor/shortcuts-sheet';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('editorAction', () => {
  it('knows Cmd/Ctrl+S, Cmd/Ctrl+Enter and ?', () => {
    expect(editorAction(key({ key: 's', ctrlKey: true }))).toBe('save');
    expect(editorAction(key({ key: 's', metaKey: true }))).toBe('save');
    // Caps Lock, and a layout whose S key types another letter.
    expect(editorAction(key({ key: 'S', ctrlKey: true }))).toBe('save');
    expect(editorAction(key({ key: 'ы', code: 'KeyS', ctrlKey: true }))).toBe('save');
    expect(editorAction(key({ key: 'Enter', ctrlKey: true }))).toBe('publish');
    expect(editorAction(key({ key: 'Enter', metaKey: true }))).toBe('publish');
    expect(editorAction(key({ key: '?', shiftKey: true }))).toBe('help');
  });

  it('leaves every other key alone', () => {
    expect(editorAction(key({ key: 's' }))).toBeNull();
    expect(editorAction(key({ key: 'Enter' }))).toBeNull();
    expect(editorAction(key({ key: 'Enter', shiftKey: true }))).toBeNull();
    expect(editorAction(key({ key: 'S', ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(editorAction(key({ key: 's', ctrlKey: true, altKey: true }))).toBeNull();
    expect(editorAction(key({ key: 'b', ctrlKey: true }))).toBeNull();
    expect(editorAction(key({ key: '?', ctrlKey: true }))).toBeNull();
    expect(editorAction(key({ key: '/' }))).toBeNull();
    expect(editorAction(key({ key: 's', ctrlKey: true, isComposing: true }))).toBeNull();
  });
});

describe('isShiftTab (back one item in Editor.js’s menus)', () => {
  it('is Shift+Tab alone', () => {
    expect(isShiftTab(key({ key: 'Tab', shiftKey: true }))).toBe(true);
    expect(isShiftTab(key({ key: 'Tab' }))).toBe(false);
    expect(isShiftTab(key({ key: 'Tab', shiftKey: true, ctrlKey: true }))).toBe(false);
    expect(isShiftTab(key({ key: 'Tab', shiftKey: true, metaKey: true }))).toBe(false);
    expect(isShiftTab(key({ key: 'Tab', shiftKey: true, altKey: true }))).toBe(false);
    expect(isShiftTab(key({ key: 'ArrowUp', shiftKey: true }))).toBe(false);
  });
});

describe('isTextField', () => {
  it('is true inside inputs, textareas, selects and contenteditable, and not elsewhere', () => {
    document.body.innerHTML = `
      <input id="input" /><textarea id="area"></textarea><select id="select"></select>
      <div contenteditable="true"><b id="inside">bold</b></div>
      <div contenteditable="false"><span id="locked">x</span></div>
      <button id="button">Save</button>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isTextField(byId('input'))).toBe(true);
    expect(isTextField(byId('area'))).toBe(true);
    expect(isTextField(byId('select'))).toBe(true);
    expect(isTextField(byId('inside'))).toBe(true);
    expect(isTextField(byId('locked'))).toBe(false);
    expect(isTextField(byId('button'))).toBe(false);
    expect(isTextField(document.body)).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('keyCaps and the platform', () => {
  it('writes the modifier as ⌘ on Apple platforms and Ctrl elsewhere', () => {
    expect(keyCaps('CMD+S', false)).toEqual([{ text: 'Ctrl' }, { text: 'S' }]);
    expect(keyCaps('CMD+S', true)).toEqual([{ text: '⌘', spoken: 'Command' }, { text: 'S' }]);
    expect(keyCaps('CMD+SHIFT+M', false).map((cap) => cap.text)).toEqual(['Ctrl', 'Shift', 'M']);
    expect(keyCaps('CMD+SHIFT+M', true).map((cap) => cap.text)).toEqual(['⌘', '⇧', 'M']);
    expect(keyCaps('CMD+ENTER', true).map((cap) => cap.text)).toEqual(['⌘', 'Return']);
    expect(keyCaps('CMD+/', false).map((cap) => cap.text)).toEqual(['Ctrl', '/']);
    expect(keyCaps('?', false)).toEqual([{ text: '?' }]);
  });

  it('tells a Mac from other systems', () => {
    const nav = (platform: string, hinted?: string) =>
      ({
        platform,
        userAgentData: hinted ? { platform: hinted } : undefined,
      }) as unknown as Navigator;
    expect(isApplePlatform(nav('MacIntel'))).toBe(true);
    expect(isApplePlatform(nav('iPad'))).toBe(true);
    expect(isApplePlatform(nav('', 'macOS'))).toBe(true);
    expect(isApplePlatform(nav('Win32'))).toBe(false);
    expect(isApplePlatform(nav('Linux x86_64', 'Linux'))).toBe(false);
  });

  it('names the embed services the editor offers', () => {
    expect(EMBED_SERVICE_NAMES).toBe('YouTube, Vimeo, Spotify, Instagram or CodePen');
  });
});
