// Contact details in messages (docs/product.md "Messages and notifications"): phone numbers and email
// addresses are masked until the two people have a paid order together, as Airbnb does, so that
// deals are not taken off the platform before anyone has paid. The server masks what it answers
// and what it pushes; the database keeps what was written. Pure: the server and the web (which
// explains why) share it.

export const PHONE_HIDDEN = '[phone number hidden]';
export const EMAIL_HIDDEN = '[email hidden]';

/** At least this many digits in a run make a phone number (Brunei's numbers have seven). */
const PHONE_MIN_DIGITS = 7;

// One pass, left to right; at any position the first alternative that matches wins, so a date or
// a price is taken whole before its digits could be read as a phone number.
const EMAIL = String.raw`[\p{L}\p{N}.!#$%&'*+/=?^_\x60{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`;
// 2026-03-12, 12/03/2026, 12.03.2026, 12-3-26: kept as they are.
const YEAR = String.raw`(?:19|20)\d\d`;
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const DATE = String.raw`${YEAR}(?<s1>[-./])${MONTH}\k<s1>${DAY}(?!\d)|${DAY}(?<s2>[-./])${MONTH}\k<s2>(?:${YEAR}|\d\d)(?!\d)`;
// B$120, BND 1,500.00, $45: an amount of at most six whole digits (or grouped by commas).
const PRICE = String.raw`(?:B\$|BND|SGD|RM|\$)\s?\d{1,6}(?:,\d{3})*(?:\.\d{1,2})?(?![\d,])`;
// Digits with at most three separators between any two (spaces, dots, dashes, brackets), an
// optional + (or "(+") in front: +673 712 3456, (+673) 712-3456, 7123456, +60 12-345 6789.
const DIGITS = String.raw`(?<![\p{L}\p{N}])(?:\(?\+\s?)?\(?\d(?:[ \t.\-()]{0,3}\d)*`;

const pattern = new RegExp(`(?<email>${EMAIL})|(?:${DATE})|(?:${PRICE})|(?<digits>${DIGITS})`, 'gu');

const digitCount = (text: string) => text.replace(/\D/g, '').length;

export interface MaskedText {
  text: string;
  /** Something was hidden. */
  masked: boolean;
}

/** The text with its phone numbers and email addresses hidden; prices and dates stay. */
export function maskContacts(text: string): MaskedText {
  let masked = false;
  const out = text.replace(pattern, (...args: unknown[]) => {
    const match = args[0] as string;
    const { email, digits } = args.at(-1) as Record<string, string | undefined>;
    if (email) {
      masked = true;
      return EMAIL_HIDDEN;
    }
    if (digits && digitCount(digits) >= PHONE_MIN_DIGITS) {
      masked = true;
      return PHONE_HIDDEN;
    }
    return match;
  });
  return { text: out, masked };
}

/** As the reader may see it: unmasked once the two have a paid order together. */
export function contentFor(text: string, contactShared: boolean): MaskedText {
  return contactShared ? { text, masked: false } : maskContacts(text);
}
