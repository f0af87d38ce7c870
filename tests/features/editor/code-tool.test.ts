import type { API, BlockAPI, PasteEvent } from '@editorjs/editorjs';
import { fireEvent, within } from '@testing-library/react';
import { CODE_LANGUAGES } from '@/components/blocks/code-languages';
import { LanguageCodeTool } from '@/features/editor/code-tool';
import { SpecList } from '@/features/editor/list-tool';

/**
 * Issue 25 items 5 and 6, the tools on their own (e2e/editor-blocks.spec.ts drives them in Chromium): the code
 * block's language choice, its text-only paste and its way out by keyboard; the list's settings.
 */

function fakeApi(): API {
  return {
    i18n: { t: (text: string) => text },
    styles: { block: 'cdx-block', input: 'cdx-input' },
  } as unknown as API;
}

function makeCode(data: Record<string, unknown> = {}, readOnly = false) {
  const tool = new LanguageCodeTool({
    data: data as never,
    config: { placeholder: 'Code' },
    api: fakeApi(),
    readOnly,
    block: {} as BlockAPI,
  });
  const holder = tool.render();
  document.body.append(holder);
  return { tool, holder, view: within(holder) };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the code tool', () => {
  it('has a labelled language choice of our languages and saves { code, language }', () => {
    const { tool, holder, view } = makeCode({ code: 'print(1)', language: 'python' });
    const select = view.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([...CODE_LANGUAGES]);
    expect(select.value).toBe('python');
    expect(view.getByRole('textbox', { name: 'Code' })).toHaveValue('print(1)');
    fireEvent.change(select, { target: { value: 'bash' } });
    expect(tool.save(holder)).toEqual({ code: 'print(1)', language: 'bash' });
  });

  it('loads an unknown language as plain text, and is read-only when the editor is', () => {
    const { tool, holder, view } = makeCode({ code: 'x', language: 'cobol' }, true);
    expect(view.getByRole('combobox', { name: 'Language' })).toBeDisabled();
    expect(tool.save(holder)).toEqual({ code: 'x', language: 'plaintext' });
  });

  it('takes a pasted <pre> as its text, with the language its class names', () => {
    const { tool, holder, view } = makeCode();
    const pre = document.createElement('pre');
    pre.innerHTML = '<code class="language-ts">if (a &lt; b) { <b>go</b>(); }</code>';
    tool.onPaste({ type: 'tag', detail: { data: pre } } as unknown as PasteEvent);
    expect(tool.save(holder)).toEqual({ code: 'if (a < b) { go(); }', language: 'typescript' });
    expect(view.getByRole('combobox', { name: 'Language' })).toHaveValue('typescript');
  });

  it('indents with Tab; after Escape, Tab is left to move on', () => {
    const { view } = makeCode({ code: 'a' });
    const textarea = view.getByRole('textbox', { name: 'Code' }) as HTMLTextAreaElement;
    textarea.setSelectionRange(0, 0);
    expect(fireEvent.keyDown(textarea, { key: 'Tab', code: 'Tab' })).toBe(false);
    expect(textarea.value).toBe('  a');
    fireEvent.keyDown(textarea, { key: 'Escape', code: 'Escape' });
    expect(fireEvent.keyDown(textarea, { key: 'Tab', code: 'Tab' })).toBe(true);
    expect(textarea.value).toBe('  a');
    // Typing again brings Tab back to indenting.
    fireEvent.keyDown(textarea, { key: 'b', code: 'KeyB' });
    expect(fireEvent.keyDown(textarea, { key: 'Tab', code: 'Tab' })).toBe(false);
  });
});

describe('the list tool', () => {
  it('offers ordered and unordered only, whatever the list is', () => {
    for (const style of ['unordered', 'ordered']) {
      const list = new SpecList({
        data: { style, meta: {}, items: [{ content: 'a', meta: {}, items: [] }] } as never,
        config: {},
        api: fakeApi(),
        readOnly: false,
        block: {} as BlockAPI,
      });
      const labels = (list.renderSettings() as unknown as { label?: string }[]).map(
        (item) => item.label,
      );
      expect(labels).toEqual(['Unordered', 'Ordered']);
    }
  });
});
