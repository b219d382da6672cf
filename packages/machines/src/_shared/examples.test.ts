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
import { verificationEventProblem } from '../verification/events';
import { verificationExamples } from '../verification/examples';
import { errorBodyShape } from './errorBody';
import type { EventExamples } from './examples';
import { fits } from './schemas';

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

// What the machines take from the API is checked with the contract's own schemas, not a copy.
describe('schemas of the API’s data', () => {
  it('are the contract’s', () => {
    expect(userShape).toBe(user);
    expect(sessionShape).toBe(session);
    expect(errorBodyShape).toBe(errorBody);
    expect(fits(userShape, fakeUsers.siti)).toBe(true);
    expect(fits(sessionShape, fakeSession(fakeUsers.admin))).toBe(true);
    expect(fits(errorBodyShape, INVALID_CREDENTIALS)).toBe(true);
  });
});
