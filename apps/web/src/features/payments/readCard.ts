// The card form's values as the sandbox's body, checked with the contract's own rules
// (`cardFields`, the contract's zod/mini schema) before anything is sent.
import { cardFields, z, type CardFields } from '@pinjam/api/contract';
import type { CardFormField, CardFormValues } from '@pinjam/ui';

export type CardErrors = Partial<Record<CardFormField, string>>;

/** The form field a contract field is typed in (the month and year: the expiry), or undefined. */
export const cardFieldOf = (name: string): CardFormField | undefined =>
  name === 'exp_month' || name === 'exp_year'
    ? 'expiry'
    : name === 'number' || name === 'cvc'
      ? name
      : undefined;

/** 'MM/YY' as the contract's month and four-digit year; anything else is NaN, which it refuses. */
function expiry(text: string) {
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  return match
    ? { exp_month: Number(match[1]), exp_year: 2000 + Number(match[2]) }
    : { exp_month: NaN, exp_year: NaN };
}

/** The body for the sandbox, or each field's first error. */
export function readCard(
  values: CardFormValues,
): { ok: true; body: CardFields } | { ok: false; errors: CardErrors } {
  const parsed = cardFields.safeParse({ number: values.number, ...expiry(values.expiry), cvc: values.cvc });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) };
}

/** Each form field's first message, from [contract field, message] pairs (zod's issues, a 422). */
export function fieldErrors(pairs: Array<[string, string]>): CardErrors {
  const errors: CardErrors = {};
  for (const [name, message] of pairs) errors[cardFieldOf(name) ?? 'number'] ??= message;
  return errors;
}

/** The form's schema: `readCard`'s errors beside the form's fields; the sandbox's body when there are none. */
export const cardSchema = z.pipe(
  z.custom<CardFormValues>().check(
    z.superRefine((values, ctx) => {
      const card = readCard(values);
      if (!card.ok)
        for (const [field, message] of Object.entries(card.errors))
          ctx.addIssue({ code: 'custom', path: [field], message, input: values });
    }),
  ),
  z.transform((values: CardFormValues) => {
    const card = readCard(values);
    return card.ok ? card.body : (undefined as never);
  }),
);
