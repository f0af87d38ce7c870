/**
 * Dates as the screens show them (SPEC §2): 'Published on 12 Mar' (day and short month) on blogs and cards,
 * 'Joined on 12 Mar 2025' on profiles. One fixed locale so every reader sees the same words, and an invalid
 * or missing date renders as nothing rather than 'Invalid Date'.
 */

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function toDate(value: string | number | Date | undefined | null): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Mar' */
export function formatDay(value: string | number | Date | undefined | null): string {
  const date = toDate(value);
  return date ? DAY_MONTH.format(date) : '';
}

/** '12 Mar 2025' */
export function formatFullDate(value: string | number | Date | undefined | null): string {
  const date = toDate(value);
  return date ? DAY_MONTH_YEAR.format(date) : '';
}

/** The machine-readable value for <time dateTime>, or undefined when the date is unusable. */
export function isoDate(value: string | number | Date | undefined | null): string | undefined {
  return toDate(value)?.toISOString();
}
