/**
 * An image's alt text (issue 17 item 4, docs/decisions/0011): plain text, never HTML, since it is only ever an
 * attribute value ('&' and '<' stay as typed; React escapes them). The editor stores it through this, and
 * the reading page shows what is stored through it again, so both agree on what the text is.
 */

/** Longer than any useful description, short enough that a pasted essay does not end up in an attribute. */
export const ALT_MAX = 300;

/** The alt text as stored: a string with no control characters or line breaks, trimmed, at most ALT_MAX. */
export const cleanAlt = (value: unknown): string =>
  typeof value === 'string'
    ? value
        // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
        .replace(/[\0-\x1f\x7f\s]+/g, ' ')
        .trim()
        .slice(0, ALT_MAX)
        .trim()
    : '';
