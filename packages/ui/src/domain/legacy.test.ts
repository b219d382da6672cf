import * as domain from '@pinjam/api/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legacyDomain } from './legacy';

// Until the web app provides <DomainProvider>, ui's components use its former copy of the rules:
// it must show exactly what the domain shows, so that switching changes nothing on screen.
describe('ui’s former rules, the default until the app provides the domain’s', () => {
  it('write every amount as the domain does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(legacyDomain.formatMoney(cents)).toBe(domain.formatMoney(cents));
        if (cents >= 0) expect(legacyDomain.moneyInputText(cents)).toBe(domain.moneyInputText(cents));
      }),
    );
  });

  it('read typed amounts as the domain does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s?(B?\$)?[\d,]{0,12}(\.\d{0,3})?\s?$/), (text) => {
        expect(legacyDomain.parseMoney(text)).toBe(domain.parseMoney(text));
      }),
    );
  });

  it('show dates, today and rental days as the domain does', () => {
    const day = fc.integer({ min: 0, max: 80_000 }).map(domain.fromDayNumber);
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (start, length, now) => {
          const end = domain.addDays(start, length)!;
          expect(legacyDomain.formatDate(start)).toBe(domain.formatDate(start));
          expect(legacyDomain.formatDate(now)).toBe(domain.formatDate(now));
          expect(legacyDomain.todayInBrunei(now)).toBe(domain.todayInBrunei(now));
          expect(legacyDomain.rentalDays(start, end)).toBe(domain.rentalDays(start, end));
        },
      ),
    );
  });
});
