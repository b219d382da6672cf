import type { Person } from './checkout-fixtures';
import { bearer, type TestApp } from './helpers';
import { runTargets } from './money-books';

/* What the money property test's actions share (money-actions.ts, money-aftersale.ts). */

/** Who plays: the owners, the buyers, the admin; the run's items; the clock the jobs run at. */
export interface Stage {
  t: TestApp;
  owners: Person[];
  buyers: Person[];
  admin: Person;
  items: Array<{ id: number; owner: Person }>;
  clock: { later: Date };
}

export const post = (t: TestApp, as: Person, url: string, payload: object = {}, headers: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(as.token), ...headers }, payload });

/** The run's pending requests and orders, read only by the actions that pick one. */
export const targetsOf = (s: Stage) =>
  runTargets(
    s.t.db,
    s.items.map((i) => i.id),
  );

/** The clock moved on 49 hours (past a request's expiry and a return's completion): the new time. */
export function later(s: Stage): Date {
  s.clock.later = new Date(s.clock.later.getTime() + 49 * 3_600_000);
  return s.clock.later;
}
