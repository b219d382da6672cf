import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentFor, EMAIL_HIDDEN, maskContacts, PHONE_HIDDEN } from './contact-masking';

const digit = (from = 0) => fc.integer({ min: from, max: 9 }).map(String);
const digits = (n: number) => fc.array(digit(), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** A Brunei number (seven digits, the first 2–8) as people write it. */
const bruneiPhone = fc
  .record({
    first: digit(2).filter((d) => d !== '9'),
    rest: digits(6),
    style: fc.constantFrom('plain', 'space', 'dash', 'dots'),
    prefix: fc.constantFrom('', '+673 ', '+673', '+673-', '(+673) ', '673 ', '00673 '),
  })
  .map(({ first, rest, style, prefix }) => {
    const n = first + rest;
    const local =
      style === 'plain' ? n : `${n.slice(0, 3)}${{ space: ' ', dash: '-', dots: '.' }[style]}${n.slice(3)}`;
    return { written: prefix + local, digits: n };
  });

/** An international number: +country, then groups of digits. */
const internationalPhone = fc
  .record({
    country: fc.integer({ min: 1, max: 998 }).map(String),
    groups: fc.array(fc.integer({ min: 2, max: 4 }), { minLength: 3, maxLength: 4 }),
    separator: fc.constantFrom(' ', '-', '.'),
    seed: digits(16),
  })
  .map(({ country, groups, separator, seed }) => {
    let at = 0;
    const parts = groups.map((size) => seed.slice(at, (at += size)));
    return { written: `+${country} ${parts.join(separator)}`, digits: parts.join('') };
  });

const phone = fc.oneof(bruneiPhone, internationalPhone);

/** Words without digits, @ or currency signs: nothing in them can be a contact, a price or a date. */
const word = fc.stringMatching(/^[A-Za-z,.!?'’ ]{1,12}$/);
const words = fc.array(word, { maxLength: 6 }).map((w) => w.join(' '));

const email = fc.emailAddress();

describe('maskContacts', () => {
  it.each([
    ['Call me on +673 712 3456 tomorrow', `Call me on ${PHONE_HIDDEN} tomorrow`],
    ['7123456', PHONE_HIDDEN],
    ['WhatsApp 712-3456 or 8123456', `WhatsApp ${PHONE_HIDDEN} or ${PHONE_HIDDEN}`],
    ['(+673) 712-3456', PHONE_HIDDEN],
    ['+60 12-345 6789, after 6', `${PHONE_HIDDEN}, after 6`],
    ['+44 20 7946 0958', PHONE_HIDDEN],
    ['mail siti.rahman+camera@pinjam.bn please', `mail ${EMAIL_HIDDEN} please`],
    ['SITI@PINJAM.BN', EMAIL_HIDDEN],
  ])('hides %j', (text, expected) => {
    expect(maskContacts(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'B$120 a day, B$ 45.50 deposit',
    'BND 1,500.00 for the week',
    'From 2026-03-12 to 15/03/2026',
    'Pick up 12.03.2026 at 10:30',
    '3 - 4 days, 2 tripods',
    'Order #12345 arrived',
    '2026-03-12 2026-03-15',
    '$1,200.50',
    '<script>alert(1)</script>',
    '',
  ])('leaves %j as it is', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it('never lets a phone number through, however it is written and wherever it stands', () => {
    fc.assert(
      fc.property(words, phone, words, (before, { written, digits: run }, after) => {
        const { text, masked } = maskContacts(`${before} ${written} ${after}`);
        expect(masked).toBe(true);
        expect(text).not.toContain(written);
        expect(text.replace(/\D/g, '')).not.toContain(run);
        expect(text).toContain(PHONE_HIDDEN);
      }),
    );
  });

  it('never lets an email address through', () => {
    fc.assert(
      fc.property(words, email, words, (before, address, after) => {
        const { text, masked } = maskContacts(`${before} ${address} ${after}`);
        expect(masked).toBe(true);
        expect(text.toLowerCase()).not.toContain(address.toLowerCase());
        expect(text).not.toContain('@');
      }),
    );
  });

  it('changes nothing in text without contacts: words, small numbers, prices and dates', () => {
    const price = fc
      .record({
        sign: fc.constantFrom('B$', 'BND ', '$', 'B$ '),
        amount: fc.integer({ min: 0, max: 999_999 }),
        cents: fc.option(fc.integer({ min: 0, max: 99 })),
      })
      .map(
        ({ sign, amount, cents }) =>
          `${sign}${amount}${cents === null ? '' : `.${String(cents).padStart(2, '0')}`}`,
      );
    const date = fc
      .record({
        day: fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        style: fc.constantFrom('iso', 'slash', 'dots', 'dash'),
      })
      .map(({ day, style }) => {
        const [y, m, d] = day.toISOString().slice(0, 10).split('-');
        if (style === 'iso') return `${y}-${m}-${d}`;
        return [d, m, y].join({ slash: '/', dots: '.', dash: '-' }[style]);
      });
    const small = fc.integer({ min: 0, max: 99_999 }).map(String);
    const token = fc.oneof(word, price, date, small);
    fc.assert(
      fc.property(fc.array(token, { maxLength: 8 }), (tokens) => {
        const text = tokens.join(' and ');
        expect(maskContacts(text)).toEqual({ text, masked: false });
      }),
    );
  });
});

describe('contentFor', () => {
  it('shows everything once the two have a paid order together', () => {
    expect(contentFor('Call 7123456', true)).toEqual({ text: 'Call 7123456', masked: false });
    expect(contentFor('Call 7123456', false)).toEqual({ text: `Call ${PHONE_HIDDEN}`, masked: true });
  });
});
