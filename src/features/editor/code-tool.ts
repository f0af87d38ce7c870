import type { BlockToolConstructorOptions, PasteEvent } from '@editorjs/editorjs';
import CodeTool from '@editorjs/code';
import { CODE_LANGUAGE_NAMES } from '@/components/blocks/code-language-names';
import {
  CODE_LANGUAGES,
  codeLanguage,
  codeText,
  type CodeLanguage,
} from '@/components/blocks/code-languages';
import { codeParts } from './editorjs-adapter';

export interface CodeBlockData {
  code: string;
  language: CodeLanguage;
}

export const CODE_TEXTS = {
  language: 'Language',
  code: 'Code',
  placeholder: 'Code',
} as const;

const ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  xml: 'html',
  yml: 'yaml',
  rs: 'rust',
};

/** A language as a paste or a Markdown fence names it ('ts', 'sh', 'python'), or plain text. */
export function namedLanguage(name: unknown): CodeLanguage {
  if (typeof name !== 'string' || !name) return 'plaintext';
  return ALIASES[name.toLowerCase()] ?? codeLanguage(name);
}

/** `language-ts`, `lang-python`, `hljs language-js` on a pasted <pre> or its <code>. */
function pastedLanguage(element: HTMLElement): CodeLanguage {
  const classes = [element, element.querySelector('code')]
    .flatMap((node) => (node ? [...node.classList] : []))
    .map((name) => /^(?:language|lang)-(.+)$/.exec(name)?.[1] ?? '');
  for (const name of classes) {
    const language = namedLanguage(name);
    if (language !== 'plaintext') return language;
  }
  return 'plaintext';
}

/**
 * @editorjs/code with a language (issue 25 item 5; docs/decisions/0030): the tool's textarea, Tab indenting and
 * <pre> paste are kept; a labelled <select> above the code chooses the language, saved as `language`. The code
 * is text: a pasted <pre> gives its text (the tool itself took its HTML, so `a < b` came back as `a &lt; b`).
 * Tab indents inside the code, as in any code editor; Escape, then Tab, moves on (no keyboard trap).
 */
export class LanguageCodeTool extends CodeTool {
  /**
   * A pasted <pre> keeps its class through Editor.js's paste sanitizer, so its `language-…` names the language
   * (issue 25 item 3: web pages' code, Markdown fences read by markdown-paste.ts). Only the text is kept.
   */
  static get pasteConfig() {
    return { tags: [{ pre: { class: true } }] };
  }

  /** Editor.js's own sanitizer must leave the code alone: it is text, and blog-data.ts cleans it. */
  static get sanitize() {
    return { code: true, language: false };
  }

  private language: CodeLanguage;
  private select: HTMLSelectElement | null = null;
  private released = false;
  private readonly readOnlyMode: boolean;

  constructor(options: BlockToolConstructorOptions<Partial<CodeBlockData>>) {
    super({
      ...options,
      data: { code: codeText(options.data?.code) },
    } as ConstructorParameters<typeof CodeTool>[0]);
    this.language = namedLanguage(options.data?.language);
    this.readOnlyMode = Boolean(options.readOnly);
    const internals = codeParts(this);
    const indent = internals.tabHandler.bind(this);
    internals.tabHandler = (event) => {
      if (this.released) return;
      indent(event);
    };
    const textarea = internals.nodes.textarea;
    if (textarea) {
      textarea.setAttribute('aria-label', CODE_TEXTS.code);
      textarea.spellcheck = false;
      textarea.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.released = true;
        else if (event.key !== 'Tab' && event.key !== 'Shift') this.released = false;
      });
      textarea.addEventListener('focus', () => {
        this.released = false;
      });
    }
  }

  render(): HTMLDivElement {
    const holder = super.render();
    if (!this.select) {
      const label = document.createElement('label');
      label.className = 'ce-code__language';
      const name = document.createElement('span');
      name.textContent = CODE_TEXTS.language;
      const select = document.createElement('select');
      for (const id of CODE_LANGUAGES) select.add(new Option(CODE_LANGUAGE_NAMES[id], id));
      select.value = this.language;
      select.disabled = this.readOnlyMode;
      select.addEventListener('change', () => {
        this.language = codeLanguage(select.value);
      });
      label.append(name, select);
      holder.prepend(label);
      this.select = select;
    }
    return holder;
  }

  save(holder: HTMLDivElement): CodeBlockData {
    return { code: codeText(super.save(holder).code), language: this.language };
  }

  onPaste(event: PasteEvent): void {
    if (event.type !== 'tag') return;
    const element = (event.detail as { data: HTMLElement }).data;
    this.language = pastedLanguage(element);
    if (this.select) this.select.value = this.language;
    this.data = { code: codeText(element.textContent ?? '') };
  }
}
