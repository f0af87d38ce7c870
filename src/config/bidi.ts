/**
 * Text a user wrote may open a right-to-left override or embedding (U+202A–U+202E) or an isolate
 * (U+2066–U+2068) and never close it: everything after it on the line then reads reversed, the site's name
 * after a title included (' | Inkwell Blog' in the tab and in link previews; the text audit, decision 0063).
 * `closeBidi` closes what the text left open, as the Unicode Bidirectional Algorithm pairs them (a PDF closes
 * the innermost embedding unless an isolate is open inside it, a PDI the innermost isolate and all inside it),
 * so that what follows is laid out on its own. An import-free leaf: the app and the server's heads both use it.
 */
const EMBEDDINGS = '\u202A\u202B\u202D\u202E';
const ISOLATES = '\u2066\u2067\u2068';
const PDF = '\u202C';
const PDI = '\u2069';

export function closeBidi(text: string): string {
  const open: string[] = [];
  for (const char of text) {
    if (EMBEDDINGS.includes(char)) open.push(PDF);
    else if (ISOLATES.includes(char)) open.push(PDI);
    else if (char === PDF && open.at(-1) === PDF) open.pop();
    else if (char === PDI && open.includes(PDI)) open.length = open.lastIndexOf(PDI);
  }
  return text + open.reverse().join('');
}
