import { preprocess, z } from './zod';

/*
 * Whole numbers from paths, query strings and form fields arrive as text. They are read only in
 * the one way people and our own client write them: digits, an optional minus, no leading zeros.
 * `z.coerce.number` also read '0x10' as 16, '1e3' as 1000, ' 1', '+1', '01' and '1.0' as 1, and
 * `true` as 1: a page, an id or a price had many spellings, and caches and logs saw different
 * keys for one value. JSON bodies may send real numbers, which must be safe integers.
 */

const CANONICAL = /^-?(0|[1-9][0-9]*)$/;
const DECIMAL = /^-?[0-9]+\.[0-9]+$/;

export interface WholeNumberOptions {
  min: number;
  max: number;
  /** Anything that is not a whole number written plainly ('0x10', '1e3', ' 1', '+1', '01'). */
  invalid: string;
  /** A decimal ('1.5', and '1.0' too); `invalid` by default. */
  fraction?: string;
  tooSmall?: string;
  tooLarge?: string;
}

/** A whole number in [min, max], from a number or its canonical decimal text. */
export function wholeNumber({
  min,
  max,
  invalid,
  fraction = invalid,
  tooSmall,
  tooLarge,
}: WholeNumberOptions) {
  return preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value;
      if (CANONICAL.test(value)) return Number(value);
      // A decimal gets its own message; anything else is left for z.number to refuse.
      if (DECIMAL.test(value)) ctx.addIssue({ code: 'custom', message: fraction, input: value });
      return value;
    },
    z
      .number({ error: invalid })
      .check(
        z.lte(max, { message: tooLarge ?? invalid, abort: true }),
        z.gte(min, { message: tooSmall ?? invalid, abort: true }),
        z.int({ message: fraction }),
      ),
  );
}

/** A database id in a path or body: a positive integer within PostgreSQL's integer. */
export const idInput = wholeNumber({ min: 1, max: 2_147_483_647, invalid: 'Not a valid id' });

/** `:id` of a path, e.g. /api/items/get-item/:id. */
export const idParams = z.object({ id: idInput });
