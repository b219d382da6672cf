import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayNumber,
  daysBetween,
  formatDate,
  fromDayNumber,
  isIsoDate,
  rentalDays,
  todayInBrunei,
} from './dates';

/** Real calendar dates from 1970 to 2199. */
const isoDate = fc.integer({ min: 0, max: 84_000 }).map(fromDayNumber);

describe('calendar dates', () => {
  it('move by months to the same day, or the month’s last when it has none', () => {
    expect(addMonths('2026-11-28', 12)).toBe('2027-11-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonths('2026-02-30', 1)).toBeNull();
  });

  it('are numbered from 1970-01-01, and only real ones', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2028-02-29')).not.toBeNull();
    expect(dayNumber('05 Mar 2026')).toBeNull();
    expect(isIsoDate('2026-13-01')).toBe(false);
  });

  it('round-trip through their day number', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(fromDayNumber(dayNumber(date)!)).toBe(date);
      }),
    );
  });

  it('move by whole days across months, years and leap days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-02-30', 1)).toBeNull();
  });
});

describe('ranges', () => {
  it('count a rental from start to end with both days included', () => {
    expect(rentalDays('2026-03-05', '2026-03-05')).toBe(1);
    expect(rentalDays('2026-03-05', '2026-03-11')).toBe(7);
    expect(rentalDays('2026-02-27', '2026-03-02')).toBe(4);
    expect(rentalDays('2028-02-28', '2028-03-01')).toBe(3);
  });

  it('give no rental for an end before the start or a date that does not exist', () => {
    expect(rentalDays('2026-03-06', '2026-03-05')).toBeNull();
    expect(rentalDays('2026-02-29', '2026-03-01')).toBeNull();
    expect(rentalDays('05 Mar 2026', '2026-03-06')).toBeNull();
  });

  it('are one day longer than the days between, for any start and length', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 800 }), (start, length) => {
        const end = addDays(start, length)!;
        expect(daysBetween(start, end)).toBe(length);
        expect(rentalDays(start, end)).toBe(length + 1);
        expect(daysBetween(end, start)! + length).toBe(0);
      }),
    );
  });
});

describe('todayInBrunei', () => {
  it('is the date in UTC+8, whatever the clock’s own zone', () => {
    expect(todayInBrunei(new Date('2026-03-04T15:59:59Z'))).toBe('2026-03-04');
    expect(todayInBrunei(new Date('2026-03-04T16:00:00Z'))).toBe('2026-03-05');
  });

  it('is the UTC date of the moment eight hours later, for any moment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2150-01-01'), noInvalidDate: true }),
        (now) => {
          expect(todayInBrunei(now)).toBe(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('formatDate', () => {
  it("shows a calendar date as 'dd MMM yyyy'", () => expect(formatDate('2026-03-05')).toBe('05 Mar 2026'));
  it('spells every month in three letters (Sep, not Sept)', () => {
    expect(formatDate('2026-09-05')).toBe('05 Sep 2026');
    expect(formatDate('2026-06-30')).toBe('30 Jun 2026');
  });
  it('shows a moment as its day in Brunei (UTC+8)', () => {
    expect(formatDate('2026-03-04T17:30:00Z')).toBe('05 Mar 2026');
    expect(formatDate(new Date('2026-03-04T15:59:00Z'))).toBe('04 Mar 2026');
  });
});
