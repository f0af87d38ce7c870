/**
 * Dates as the screens show them (SPEC §2): 'Published on 12 Mar' (day and short month) on blogs and cards,
 * 'Joined on 12 Mar 2025' on profiles. One fixed locale so every reader sees the same words, and an invalid
 * or missing date renders as nothing rather than 'Invalid Date'.
 */

/**
 * The short month names, written out rather than asked of Intl: building an Intl.DateTimeFormat loads the
 * locale's data, about 25 ms of a first visit's main thread on this machine and four times that on a phone
 * (profiled on a blog page, docs/decisions/0015), to produce these twelve words. Three letters each: ICU writes 'Sept' for en-GB in some releases and 'Sep'
 * in others, so every browser now shows the same word.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toDate(value: string | number | Date | undefined | null): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Mar' */
export function formatDay(value: string | number | Date | undefined | null): string {
  const date = toDate(value);
  return date ? `${date.getDate()} ${MONTHS[date.getMonth()]}` : '';
}

/** '12 Mar 2025' */
export function formatFullDate(value: string | number | Date | undefined | null): string {
  const date = toDate(value);
  return date ? `${formatDay(date)} ${date.getFullYear()}` : '';
}

/** The machine-readable value for <time dateTime>, or undefined when the date is unusable. */
export function isoDate(value: string | number | Date | undefined | null): string | undefined {
  return toDate(value)?.toISOString();
}
