import createDOMPurify, { type Config } from 'dompurify';
import { escapeHtml } from './escape-html';
import { breakLongRunsInHtml } from './long-runs';

/**
 * The ONE HTML sanitizer (PITFALLS: Security; issue 3). Content HTML from blocks — paragraph, header, list
 * item, quote text and caption, image and embed captions — is the only HTML the app renders, and it passes
 * through here first. Only the inline marks the editor makes survive: b, strong, i, em, a, mark, code, br;
 * attributes href (http, https, mailto only; a path on this site is made whole first) and class (only `cdx-marker` on mark, `inline-code` on code).
 * Links always open in a new tab without an opener or a referrer, and are marked as user content.
 * A code block's code (issue 25) is text, never HTML: it does not come here (this would eat `<b>` in a sample); it
 * is cleaned as text (`codeText`, src/components/blocks/code-languages.ts) and drawn as React text. A divider
 * carries nothing. Block types this app does not know are kept in stored content and render nothing.
 *
 * A private instance, configured once at module load: hooks registered here cannot leak into (or be changed
 * by) any other user of DOMPurify, and importing this module only from the blog page keeps DOMPurify out of
 * every other route's bundle.
 */

const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'a', 'mark', 'code', 'br'];
const ALLOWED_ATTR = ['href', 'class'];
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;
const CLASS_FOR: Record<string, string> = { MARK: 'cdx-marker', CODE: 'inline-code' };
export const LINK_REL = 'noopener noreferrer nofollow ugc';

const purifier = createDOMPurify(window);

/** Whether the field being cleaned is drawn for readers (sanitizeInline) or kept by the editor. */
let forReaders = false;

// A path on this site ('/blog/…', as the editor's link tool keeps one typed so), which the scheme check would
// drop (the content audit, 0062). Drawn for readers, it becomes its whole address on the host they read on,
// and opens as any link does. Kept by the editor, it stays as written: the host a post is saved from (a
// preview, a domain since moved) is not the site's for ever. It carries no scheme, so it can run nothing.
// One slash only: '//host' is another host and stays refused.
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'href' || !/^\/(?![/\\])/.test(data.attrValue)) return;
  if (forReaders) data.attrValue = new URL(data.attrValue, window.location.origin).href;
  else data.forceKeepAttr = true;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  // class only where the editor puts it, and only its own value: no styling hooks for an attacker.
  if (node.hasAttribute('class')) {
    const allowed = CLASS_FOR[node.tagName];
    if (allowed && node.classList.contains(allowed)) node.setAttribute('class', allowed);
    else node.removeAttribute('class');
  }
  if (node.tagName === 'A') {
    if (node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', LINK_REL);
    } else {
      node.removeAttribute('target');
    }
  }
});

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Drop the contents of dangerous containers too, not just the tags (added to DOMPurify's own list).
  ADD_FORBID_CONTENTS: ['iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript'],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * More tags than any inline field the editor writes. DOMPurify's time grows with the square of the nesting it
 * unwraps (a field of 1,500 nested divs froze the blog page for seconds), so such a field keeps its text only.
 */
export const MAX_INLINE_TAGS = 300;

/** Where a line break stood while the other tags are cut out (a private-use character, never typed). */
const BREAK = '\uE000';

/**
 * The markup with every tag but its line breaks dropped: inert text, without building (or parsing) a deep
 * tree. What is left is flat text, whose entities ('&amp;', '&lt;', '&nbsp;') the parser decodes once before
 * it is escaped again, so that a save, or a load into the editor, never escapes them a second time
 * (docs/decisions/0059).
 */
function textOnly(html: string): string {
  const flat = html.replace(/<br\s*\/?>/gi, BREAK).replace(/<[^>]*>?/g, '');
  const text = new DOMParser().parseFromString(flat, 'text/html').body.textContent ?? '';
  return escapeHtml(text).replaceAll(BREAK, '<br>');
}

/**
 * One content field cleaned by the same rules, for loading into the block editor (issue 14; PITFALLS:
 * Editor.js does not sanitize what it loads). No <wbr> is added: the editor saves back what it shows.
 */
export function sanitizeForEditor(html: unknown, readers = false): string {
  if (typeof html !== 'string' || !html) return '';
  const tags = html.match(/<[a-z!/?]/gi)?.length ?? 0;
  if (tags > MAX_INLINE_TAGS) return textOnly(html);
  forReaders = readers;
  try {
    return purifier.sanitize(html, CONFIG);
  } finally {
    forReaders = false;
  }
}

/** Sanitized inline HTML for one content field, as readers see it. Non-strings become ''. */
export function sanitizeInline(html: unknown): string {
  return breakLongRunsInHtml(sanitizeForEditor(html, true));
}

/**
 * Whether a content field shows any text: a field of only spaces, '&nbsp;' or line breaks (what an editable
 * line keeps once its text is deleted) shows none. Such a block is not saved (blog-data.ts) nor drawn
 * (SafeHtml: an empty heading in a post from the family's editors, the content audit, 0062).
 */
export const hasText = (html: unknown) =>
  typeof html === 'string' && Boolean(html.replace(/<[^>]*>|&nbsp;|\s/g, ''));

/** The same field as plain text (for alt text and titles): tags removed, entities decoded once. */
export function toPlainText(html: unknown): string {
  const clean = sanitizeInline(html);
  if (!clean) return '';
  // A line break parts words as a space does: 'the bay<br>Photo by Ana' is two lines, not 'bayPhoto' (0062).
  const doc = new DOMParser().parseFromString(clean.replace(/<br\s*\/?>/gi, ' '), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
