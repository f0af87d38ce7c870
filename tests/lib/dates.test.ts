import { formatDay, formatFullDate, isoDate } from '@/lib/dates';

describe('dates (SPEC §2)', () => {
  it("formats 'Published on' dates as day and short month", () => {
    expect(formatDay('2026-03-05T10:00:00.000Z')).toBe('5 Mar');
    expect(formatDay(new Date(2025, 11, 24, 12))).toBe('24 Dec');
  });

  it("names every month in three letters, in the reader's own time zone", () => {
    const names = Array.from({ length: 12 }, (_, month) =>
      formatDay(new Date(2025, month, 1, 0, 30)),
    );
    expect(names).toEqual([
      '1 Jan',
      '1 Feb',
      '1 Mar',
      '1 Apr',
      '1 May',
      '1 Jun',
      '1 Jul',
      '1 Aug',
      '1 Sep',
      '1 Oct',
      '1 Nov',
      '1 Dec',
    ]);
    expect(formatFullDate(new Date(2024, 1, 29, 23, 59))).toBe('29 Feb 2024');
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
