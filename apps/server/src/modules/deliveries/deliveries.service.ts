// The admin's leg actions (decision 0036). Each is one transaction: the leg's row is locked, its
// status checked, then one conditional UPDATE on that status, so of two presses at once the
// second waits, finds the leg moved and is told (409); completing also moves the order through
// transitionOrder as the admin, and the order's refusal (a cancelled order) undoes the whole.
// Each action writes one audit line in its transaction (decision 0040): a refused one, none.
import type { DeliveryLeg, DeliveryStateFilter } from '@pinjam/api/contract';
import type { DeliveryLegStatus } from '@pinjam/api/domain';
import { formatDate, todayInBrunei } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Conflict, NotFound } from '../../platform/errors/domain';
import { record } from '../activity';
import { audit, type AuditActor } from '../audit';
import { announceStep, transitionOrder } from '../orders';
import {
  emailOf,
  insertNoShow,
  legsOfOrder,
  lockLegWithOrder,
  moveLeg,
  type LegAction,
} from './actions.repository';
import { legsById, listLegs, type LegFilter } from './deliveries.repository';
import { legEmail, type LegEmail } from './emails';

export type { LegAction };

const LEG_NOT_FOUND = 'This delivery does not exist.';

/** The statuses each action moves a leg from. */
const FROM: Record<LegAction, readonly DeliveryLegStatus[]> = {
  notify: ['scheduled', 'reminded', 'no_show'],
  remind: ['notified'],
  noShow: ['scheduled', 'notified', 'reminded'],
  complete: ['scheduled', 'notified', 'reminded', 'no_show'],
};

/** Why `action` cannot be done to a leg in `status`. */
function refusal(action: LegAction, status: DeliveryLegStatus): string {
  if (status === 'completed') return 'This delivery was already completed: nothing more can change.';
  if (action === 'notify') return 'This delivery was already notified.';
  if (action === 'noShow') return 'This delivery was already marked as a no-show.';
  return status === 'reminded'
    ? 'This delivery was already reminded.'
    : 'Notify them first: a reminder follows a notice.';
}

export const today = (now = new Date()) => todayInBrunei(now);

export function board(app: FastifyInstance, filter: Partial<LegFilter>): Promise<DeliveryLeg[]> {
  const state: DeliveryStateFilter = filter.state ?? 'open';
  return listLegs(app.db, { ...filter, state }, today());
}

/** The leg's row and its order's, the leg locked until the transaction ends. */
async function lockLeg(tx: Executor, legId: number) {
  const row = await lockLegWithOrder(tx, legId);
  if (!row) throw new NotFound(LEG_NOT_FOUND);
  return row;
}

async function emailCustomer(
  app: FastifyInstance,
  tx: Executor,
  action: LegEmail,
  leg: DeliveryLeg,
  missedOn?: string,
) {
  const to = await emailOf(tx, leg.customer.id);
  if (!to) return;
  await app.mailer.sendAll(tx, [{ to, content: legEmail(app.config.publicUrl, action, leg, missedOn) }]);
}

/** The audit trail's action per leg action. */
const AUDIT_ACTION: Record<LegAction, string> = {
  notify: 'delivery.notify',
  remind: 'delivery.remind',
  noShow: 'delivery.no_show',
  complete: 'delivery.complete',
};

/** What an audit line keeps of a leg: its state and day, the no-shows and its order's status. */
const legState = (leg: {
  status: string;
  scheduled_for: string;
  no_shows: number;
  order_status?: string;
}) => ({
  status: leg.status,
  scheduled_for: leg.scheduled_for,
  no_shows: leg.no_shows,
  ...(leg.order_status ? { order_status: leg.order_status } : {}),
});

interface Acted {
  /** The leg as it was (its order's status with it). */
  before: ReturnType<typeof legState>;
  after: DeliveryLeg;
}

/** One action on one leg inside the caller's transaction; returns the leg before and after. */
async function act(
  app: FastifyInstance,
  tx: Executor,
  adminId: number,
  legId: number,
  action: LegAction,
): Promise<Acted> {
  const { leg, order } = await lockLeg(tx, legId);
  if (order.status === 'cancelled')
    throw new Conflict(`Order #${leg.order_id} was cancelled: this delivery is off.`);
  if (!FROM[action].includes(leg.status)) throw new Conflict(refusal(action, leg.status));
  const now = new Date();
  const updated = await moveLeg(tx, legId, leg.status, action, { now, today: today(now), adminId });
  if (!updated) throw new Conflict(refusal(action, 'completed'));

  if (action === 'complete') {
    const admin = { by: 'admin' as const, user_id: adminId };
    if (leg.kind === 'outbound') {
      if (order.status === 'paid')
        await transitionOrder(tx, leg.order_id, { type: 'order.dispatch', by: 'admin' }, admin);
      // Delivered (or the rental under way), told to both sides as a hand-over at pickup is.
      await announceStep(
        app,
        tx,
        await transitionOrder(tx, leg.order_id, { type: 'order.deliver', by: 'admin' }, admin),
      );
    } else {
      await announceStep(
        app,
        tx,
        await transitionOrder(tx, leg.order_id, { type: 'order.return', by: 'admin' }, admin),
      );
    }
  }

  const [after] = await legsById(tx, [legId], today(now));
  const subject = { type: 'order', id: leg.order_id } as const;
  if (action === 'notify' || action === 'remind') {
    await emailCustomer(app, tx, action, after!);
    await record(tx, order.buyer_id, 'delivery_arranged', subject, {
      leg: leg.kind,
      date: updated.scheduled_for,
      role: 'buyer',
    });
  } else if (action === 'noShow') {
    await insertNoShow(tx, {
      leg_id: legId,
      user_id: order.buyer_id,
      missed_on: leg.scheduled_for,
      recorded_by: adminId,
    });
    await emailCustomer(app, tx, action, after!, leg.scheduled_for);
    await record(tx, order.buyer_id, 'delivery_missed', subject, {
      leg: leg.kind,
      date: updated.scheduled_for,
      role: 'buyer',
    });
  }
  return { before: legState({ ...leg, order_status: order.status }), after: after! };
}

/** What the board's row says after an action. */
function doneMessage(action: LegAction, leg: DeliveryLeg): string {
  const what = leg.kind === 'outbound' ? 'delivery' : 'collection';
  const date = formatDate(leg.scheduled_for);
  switch (action) {
    case 'notify':
      return `${leg.customer.name} was told the ${what} is on ${date}.`;
    case 'remind':
      return `${leg.customer.name} was reminded of the ${what} on ${date}.`;
    case 'noShow':
      return `Recorded as a no-show; the ${what} moved to ${date}.`;
    case 'complete':
      return `Completed: order #${leg.order_id} is now ${leg.order_status.replace('_', ' ')}.`;
    default:
      return action satisfies never;
  }
}

/** One of the seed's leg actions, by `admin`: one audit line on the leg, before and after. */
export async function legAction(app: FastifyInstance, admin: AuditActor, legId: number, action: LegAction) {
  const delivery = await app.db.transaction(async (tx) => {
    const { before, after } = await act(app, tx, admin.id, legId, action);
    await audit(tx, admin, {
      action: AUDIT_ACTION[action],
      subject_type: 'delivery_leg',
      subject_id: legId,
      before,
      after: legState(after),
    });
    return after;
  });
  return { message: doneMessage(action, delivery), delivery };
}

/**
 * delivery-complete/{orderId}: every open leg of the order, outbound first, in one transaction;
 * one audit line on the order with each leg's state before and after.
 */
export async function completeOrder(app: FastifyInstance, admin: AuditActor, orderId: number) {
  const deliveries = await app.db.transaction(async (tx) => {
    const legs = await legsOfOrder(tx, orderId);
    if (legs.length === 0) throw new NotFound('This order has no deliveries.');
    const open = legs.filter((l) => l.status !== 'completed');
    if (open.length === 0) throw new Conflict('Every delivery of this order was already completed.');
    const before: Record<string, ReturnType<typeof legState>> = {};
    for (const leg of open) before[leg.id] = (await act(app, tx, admin.id, leg.id, 'complete')).before;
    const done = await legsById(
      tx,
      open.map((l) => l.id),
      today(),
    );
    await audit(tx, admin, {
      action: 'order.complete_deliveries',
      subject_type: 'order',
      subject_id: orderId,
      before: { legs: before },
      after: { legs: Object.fromEntries(done.map((leg) => [leg.id, legState(leg)])) },
    });
    return done;
  });
  const last = deliveries.find((l) => l.kind === 'return') ?? deliveries[0]!;
  return {
    message: `Completed ${deliveries.length === 1 ? 'its delivery' : 'its deliveries'}: order #${orderId} is now ${last.order_status.replace('_', ' ')}.`,
    deliveries,
  };
}
