import { formatDay, formatFullDate, isoDate } from '@/lib/dates';

describe('dates (SPEC §2)', () => {
  it("formats 'Published on' dates as day and short month", () => {
    expect(formatDay('2026-03-05T10:00:00.000Z')).toBe('5 Mar');
    expect(formatDay(new Date(2025, 11, 24, 12))).toBe('24 Dec');
  });

  it('formats the joined date with the year', () => {
    expect(formatFullDate('2025-01-15T12:00:00.000Z')).toBe('15 Jan 2025');
  });

  it('renders nothing for a missing or invalid date', () => {
    for (const value of ['', 'not a date', undefined, null]) {
      expect(formatDay(value)).toBe('');
      expect(formatFullDate(value)).toBe('');
      expect(isoDate(value)).toBeUndefined();
    }
  });
});
