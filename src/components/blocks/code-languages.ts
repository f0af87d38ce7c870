/**
 * The languages a code block may name (issue 25 item 5; docs/decisions/0030). One list for the editor's
 * language choice, the stored content's cleaning and the blog page's highlighter: a language outside it is
 * stored as plain text. Import-free, so the reading routes gain only these few names.
 */
export const CODE_LANGUAGES = [
  'plaintext',
  'bash',
  'css',
  'go',
  'html',
  'java',
  'javascript',
  'json',
  'python',
  'rust',
  'sql',
  'typescript',
  'yaml',
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const DEFAULT_CODE_LANGUAGE: CodeLanguage = 'plaintext';

/** A stored language, or plain text when it is not one of ours (case and spaces aside). */
export function codeLanguage(value: unknown): CodeLanguage {
  const id = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return CODE_LANGUAGES.find((language) => language === id) ?? DEFAULT_CODE_LANGUAGE;
}

/** Code is text: a string as it was typed (never HTML), without NUL characters, at most 100,000 characters. */
export const MAX_CODE_LENGTH = 100_000;

export function codeText(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  return typeof value === 'string' ? value.replace(/\u0000/g, '').slice(0, MAX_CODE_LENGTH) : '';
}
