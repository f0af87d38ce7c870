/**
 * A page's first view (docs/decisions/0016, 0024): what a blog or a search shows at the top, which the
 * production server writes into index.html's shell so that it paints with the document, before the code
 * arrives. Its markup is not written here or in the server: the build renders the page's own components
 * (src/app/boot/first-paint.tsx) with a mark in place of each value, and turns the result into a template
 * that the server fills per request (server/first-view.ts; issue 30 item 1). Import-free: the server and the
 * build load it.
 */

/** The first view's <main>, which the app's first commit looks for (src/app/first-commit.ts). */
export const FIRST_VIEW_ID = 'first-view';
/** The shell's navbar and cookie banner, which the boot script finds (src/app/boot/boot.ts). */
export const SHELL_ID = 'app-shell';
export const COOKIE_SHELL_ID = 'cookie-shell';

export type SlotName = 'title' | 'banner' | 'query';

/** A value's place in a template: in text, or inside an attribute of a tag. */
export interface Slot {
  slot: SlotName;
  in: 'text' | 'attribute';
}
export type Template = (string | Slot)[];

/** The server's templates, left in the build's note (src/config/build-info.ts). */
export interface FirstViewTemplates {
  /** A blog without a banner, and with one. */
  blog: Template;
  blogWithBanner: Template;
  search: Template;
}

/**
 * What the build renders in place of each value. Text marks are private-use characters that no escaping
 * touches; the banner's is an address, because the page draws only a safe http(s) banner.
 */
export const SLOT_MARKS: Record<SlotName, string> = {
  title: '\uE000title\uE000',
  query: '\uE000query\uE000',
  banner: 'https://first-view.invalid/banner',
};

/**
 * Rendered markup with marks → a template. A mark is in an attribute when a tag opened before it has not
 * closed; a mark the markup does not hold is no error (a view without a banner has no banner mark).
 */
export function toTemplate(html: string): Template {
  const marks = Object.entries(SLOT_MARKS) as [SlotName, string][];
  const template: Template = [];
  let rest = html;
  let before = '';
  for (;;) {
    const next = marks
      .map(([slot, mark]) => ({ slot, mark, at: rest.indexOf(mark) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    const text = rest.slice(0, next.at);
    before += text;
    const inTag = before.lastIndexOf('<') > before.lastIndexOf('>');
    template.push(text, { slot: next.slot, in: inTag ? 'attribute' : 'text' });
    rest = rest.slice(next.at + next.mark.length);
  }
  template.push(rest);
  return template.filter((part) => part !== '');
}

/** A template filled: each value escaped for where it stands. */
export function fillTemplate(
  template: Template,
  values: Partial<Record<SlotName, string>>,
  escape: Record<Slot['in'], (value: string) => string>,
): string {
  return template
    .map((part) => (typeof part === 'string' ? part : escape[part.in](values[part.slot] ?? '')))
    .join('');
}
