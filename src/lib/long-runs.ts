/**
 * Longest run of non-space characters shaped as one piece. Chrome kerns a run in time that grows with the
 * square of its length: one 100 KB "word" from a stranger froze a page for 15 s. A <wbr> between pieces
 * ends the run (and offers a line break) without changing the text a reader sees or copies.
 */
export const MAX_RUN = 48;
export const LONG_RUN = new RegExp(`\\S{${MAX_RUN + 1}}`, 'u');
export const RUN_PIECES = new RegExp(`\\S{1,${MAX_RUN}}|\\s+`, 'gu');
const HTML_PIECE = new RegExp(`(?:&#?\\w+;|[^\\s<&]){${MAX_RUN}}(?=[^\\s<])`, 'gu');

/** Sanitized HTML with <wbr> inside long runs of its text, never inside a tag or an entity. */
export function breakLongRunsInHtml(html: string): string {
  if (!LONG_RUN.test(html)) return html;
  return html.replace(
    /(^|>)([^<]+)/g,
    (_, open: string, text: string) => open + text.replace(HTML_PIECE, '$&<wbr>'),
  );
}
