import { preprocess, type z } from '@pinjam/api/contract';
import { parseMoney } from '@pinjam/api/domain';

interface MoneyTextOptions {
  /** Said when the text is not an amount ('ten', '1.234'). */
  invalid: string;
  /** Said when the field is blank; without it, blank reads as `blank`. */
  required?: string;
  /** What a blank field means when it is not required (undefined: not sent). */
  blank?: number;
  /** The most the form allows (what is left), and what it says above it. */
  max?: { cents: number; message: string };
}

/**
 * A money field's text as a person types it ('12.50', 'B$1,250') read as integer cents, for
 * `schema` (the contract's field) to check next: B$ → cents is the form's, the rest the contract's.
 */
export function moneyText<S extends z.core.SomeType>(
  schema: S,
  { invalid, required, blank, max }: MoneyTextOptions,
) {
  return preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    const cents = parseMoney(value);
    const problem =
      cents === null
        ? required
        : cents === 'invalid'
          ? invalid
          : max && cents > max.cents
            ? max.message
            : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return cents === null ? blank : cents;
  }, schema);
}
