/**
 * Longest run of non-space characters shaped as one piece, in characters as a reader sees them. Chrome kerns a
 * run in time that grows with the square of its length: one 100 KB "word" from a stranger froze a page for
 * 15 s. A <wbr> between pieces ends the run (and offers a line break) without changing the text a reader sees
 * or copies. Every step is linear in the text: 100 KB of any script, emoji or marks takes 1 to 3 ms.
 */
export const MAX_RUN = 48;
export const LONG_RUN = new RegExp(`\\S{${MAX_RUN + 1}}`, 'u');

/**
 * One character as a reader sees it (near enough Unicode's grapheme cluster, which `Intl.Segmenter` finds in
 * time that grows with the square of the text): a flag's two regional indicators, or a character with up to
 * 16 of what extends it: marks, skin tones, tags, zero-width (non-)joiners, a letter joined by a virama or
 * Khmer's coeng (a joiner between them or not), a pictograph joined by a zero-width joiner. A break inside one
 * would split a flag or a family emoji, or draw a Thai or Khmer mark on a dotted circle.
 */
const character = (base: string) =>
  `(?:\\p{RI}{2}|${base}(?:[\\u094D\\u09CD\\u0ACD\\u0B4D\\u0C4D\\u0D4D\\u1039\\u17D2]\\u200D?\\p{L}|\\u200D\\p{ExtPict}|[\\p{M}\\p{EMod}\\u200C\\u200D\\u0E33\\u0EB3\\u{E0020}-\\u{E007F}]){0,16})`;
/** Plain text in pieces: up to MAX_RUN characters of a word, or the spaces between words. */
export const RUN_PIECES = new RegExp(`${character('\\S')}{1,${MAX_RUN}}|\\s+`, 'gu');
/** A long run of sanitized HTML's text, and its pieces (an entity is one character). */
const HTML_RUN = new RegExp(`[^\\s<]{${MAX_RUN + 1},}`, 'gu');
const HTML_PIECES = new RegExp(`${character('(?:&#?\\w+;|[^\\s<])')}{1,${MAX_RUN}}`, 'gu');

/** Sanitized HTML with <wbr> inside long runs of its text, never inside a tag or an entity. */
export function breakLongRunsInHtml(html: string): string {
  if (!LONG_RUN.test(html)) return html;
  return html.replace(
    /(^|>)([^<]+)/g,
    (_, open: string, text: string) =>
      open + text.replace(HTML_RUN, (run) => (run.match(HTML_PIECES) ?? [run]).join('<wbr>')),
  );
}
