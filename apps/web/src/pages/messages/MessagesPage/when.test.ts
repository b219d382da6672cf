import { describe, expect, it } from 'vitest';
import { dayOf, shortWhen } from './when';

// Brunei is UTC+8 all year: its day starts at 16:00 UTC the day before.
const now = new Date('2026-03-05T02:00:00.000Z'); // 10:00 on 5 March in Brunei

describe('dayOf', () => {
  it('given a message from earlier today in Brunei / it is today', () => {
    expect(dayOf('2026-03-04T16:30:00.000Z', now)).toBe('today');
  });
  it('given a message from late yesterday in Brunei (still 4 March in UTC) / it is yesterday', () => {
    expect(dayOf('2026-03-04T15:59:00.000Z', now)).toBe('yesterday');
  });
  it('given an older message / it is its Brunei day', () => {
    expect(dayOf('2026-03-02T20:00:00.000Z', now)).toBe('03 Mar 2026');
  });
});

describe('shortWhen', () => {
  it('shows the Brunei time for today and the day otherwise', () => {
    expect(shortWhen('2026-03-05T01:05:00.000Z', now)).toBe('09:05');
    expect(shortWhen('2026-03-03T01:05:00.000Z', now)).toBe('03 Mar 2026');
  });
});
