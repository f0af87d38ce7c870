import type { CodeLanguage } from './code-languages';

/**
 * The languages' names as writers and readers see them: the editor's language choice, the label over a code
 * block on the page. Apart from code-languages.ts, so the editor's first load (which cleans stored content)
 * does not carry them.
 */
export const CODE_LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  plaintext: 'Plain text',
  bash: 'Bash',
  css: 'CSS',
  go: 'Go',
  html: 'HTML',
  java: 'Java',
  javascript: 'JavaScript',
  json: 'JSON',
  python: 'Python',
  rust: 'Rust',
  sql: 'SQL',
  typescript: 'TypeScript',
  yaml: 'YAML',
};
