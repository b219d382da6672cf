import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBody, session, user } from '@pinjam/api/contract';
import { authEventProblem, sessionShape, userShape } from '../auth/events';
import { authExamples } from '../auth/examples';
import { fakeSession, fakeUsers, INVALID_CREDENTIALS } from '../auth/fakes';
import { cartEventProblem } from '../cart/events';
import { cartExamples } from '../cart/examples';
import { checkoutEventProblem } from '../checkout/events';
import { checkoutExamples } from '../checkout/examples';
import { notificationsEventProblem } from '../notifications/events';
import { notificationsExamples } from '../notifications/examples';
import { mutated } from '../_testing/properties';
import { verificationEventProblem } from '../verification/events';
import { verificationExamples } from '../verification/examples';
import { errorBodyShape } from './errorBody';
import type { EventExamples } from './examples';
import { fits, type Shape } from './shape';

const machines: [string, EventExamples<{ type: string }>, (event: { type: string }) => string | null][] = [
  ['auth', authExamples, authEventProblem],
  ['cart', cartExamples, cartEventProblem],
  ['checkout', checkoutExamples, checkoutEventProblem],
  ['notifications', notificationsExamples, notificationsEventProblem],
  ['verification', verificationExamples, verificationEventProblem],
];

describe.each(machines)('the %s examples QA picks from', (_, examples, problem) => {
  const all = Object.entries(examples).flatMap(([type, set]) => [
    ...(set?.valid ?? []).map((example) => [type, example.label, example.payload, true] as const),
    ...(set?.invalid ?? []).map((example) => [type, example.label, example.payload, false] as const),
  ]);
  it.each(all)('%s: %s (valid: %s)', (type, _label, payload, valid) => {
    const reason = problem({ ...(payload as object), type });
    if (valid) expect(reason).toBeNull();
    else expect(reason).toEqual(expect.any(String));
  });
});

// The machines check by hand what the contract checks with zod (zod is not in the browser build):
// on the fakes and on random breakages of them, both must agree (within the machines' text limit).
describe('shapes that follow @pinjam/api’s contract', () => {
  const agree = (
    name: string,
    shape: Shape<unknown>,
    schema: { safeParse: (v: unknown) => { success: boolean } },
    seed: unknown,
  ) =>
    it(`${name} fits exactly what the contract accepts`, () => {
      fc.assert(
        fc.property(fc.oneof(fc.constant(seed), mutated(seed)), (value) => {
          // Our texts stop at 10,000 characters (no megabyte in a context); the contract's do not.
          fc.pre((JSON.stringify(value) ?? '').length < 10_000);
          expect(fits(shape, value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 300 },
      );
    });
  agree('the user', userShape, user, fakeUsers.siti);
  agree('the session', sessionShape, session, fakeSession(fakeUsers.admin));
  agree('an error answer', errorBodyShape, errorBody, INVALID_CREDENTIALS);
});
