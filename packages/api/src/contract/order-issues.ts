// An order's issues: what reporting one takes (docs/product.md §8) and what an admin's resolution
// takes (docs/product.md "Money": refunds and the deposit). The endpoints are the orders area's.
import { z } from './zod';
import { issueTypes } from '../domain/statuses';
import { idInput, wholeNumber } from './numbers';
import { multiLine, optionalInput } from './text';

export const ISSUE_DESCRIPTION_MAX = 2000;
/** docs/product.md §8's words after an issue is reported. */
export const ISSUE_RECORDED = 'Your issue has been recorded, our staff will contact you';

export const reportIssueBody = z.object({
  type: z.enum(issueTypes, { error: 'Choose what went wrong' }),
  description: multiLine({
    max: ISSUE_DESCRIPTION_MAX,
    min: 10,
    required: 'Describe what happened',
    tooShort: 'Tell us a little more (at least 10 characters)',
  }),
  order_id: idInput,
  /** The seed's client sends it; the server uses the signed-in user whatever it says. */
  user_id: z.optional(idInput),
});

/** The outcomes an admin may give an issue (docs/product.md "Money": refunds and the deposit). */
export const resolveOutcomes = ['dismiss', 'partial_refund', 'full_refund'] as const;

const cents = (field: string) =>
  wholeNumber({
    min: 0,
    max: 100_000_000,
    invalid: `Enter the ${field} in cents, a whole number`,
  });

export const resolveIssueBody = z
  .object({
    outcome: z.enum(resolveOutcomes, { error: 'Choose dismiss, partial_refund or full_refund' }),
    /** partial_refund: what goes back to the buyer, in cents (at most what is left); ignored otherwise. */
    amount: z.optional(cents('refund')),
    /** A rental: the part of the deposit hold to capture for the owner (the rest is released). */
    deposit_capture: z.optional(cents('deposit to capture')),
    note: optionalInput(multiLine({ max: 1000 })),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.outcome === 'partial_refund' && !body.amount)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount to refund' });
    }),
  );
