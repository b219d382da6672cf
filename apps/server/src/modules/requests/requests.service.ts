// Rental requests: the lists, a request made at checkout (its days held, its expiry scheduled,
// its owner told), and the days an item is taken. Answers to a request: transitions.ts, accept.ts.
import type { ItemAvailability, RentalRequest } from '@pinjam/api/contract';
import { lastBookableDay, longestRental, todayInBrunei, type Fulfilment } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { NotFound } from '../../platform/errors/domain';
import { ITEM_NOT_FOUND, publiclyVisible } from '../catalogue';
import { recordAll, type ActivityEntry } from '../activity';
import { notify } from '../notifications';
import { getMarketplaceSettings } from '../settings';
import { requestExpiry } from './jobs';
import * as repository from './requests.repository';
import { expiresAt, REQUEST_NOT_FOUND, toRequestDto } from './rules';

// ─── Lists ───────────────────────────────────────────────────────────────────────────────────

const listOf = async (app: FastifyInstance, where: Parameters<typeof repository.listRequests>[1]) =>
  (await repository.listRequests(app.db, where)).map((row) => toRequestDto(row, app.storage));

/** Requests for the caller's items (the seed's customer requests). */
export const forMyItems = (app: FastifyInstance, userId: number) => listOf(app, repository.ownedBy(userId));

/** Requests the caller made. */
export const mine = (app: FastifyInstance, userId: number) => listOf(app, repository.madeBy(userId));

/** One request as its parties see it (read after an answer committed). */
export async function requestById(app: FastifyInstance, id: number): Promise<RentalRequest> {
  const [row] = await repository.listRequests(app.db, repository.byId(id));
  if (!row) throw new NotFound(REQUEST_NOT_FOUND);
  return toRequestDto(row, app.storage);
}

// ─── Made at checkout ────────────────────────────────────────────────────────────────────────

export interface NewRental {
  checkout_id: number;
  renter_id: number;
  owner_id: number;
  item_id: number;
  quantity: number;
  start_date: string;
  end_date: string;
  days: number;
  unit_price: number;
  line_total: number;
  deposit: number;
  delivery_fee: number;
  fulfilment: Fulfilment;
  address: unknown;
  payment_id: number;
  deposit_payment_id: number | null;
}

/**
 * A pending request inside the checkout's transaction: its units held for its days, its expiry
 * scheduled (the job commits with it), its owner told. The activity (`request_made` for the
 * renter, `request_received` for the owner) is recorded here, or added to the caller's `activity`.
 */
export async function holdRental(
  app: FastifyInstance,
  tx: Executor,
  input: NewRental & { title: string },
  now: Date,
  activity?: ActivityEntry[],
) {
  const { title, ...rental } = input;
  const request = await repository.insertRequest(tx, {
    ...rental,
    total: input.line_total + input.delivery_fee,
    status: 'pending',
    expires_at: expiresAt(now, input.start_date),
  });
  await repository.insertBooking(tx, {
    item_id: input.item_id,
    request_id: request.id,
    quantity: input.quantity,
    start_date: input.start_date,
    end_date: input.end_date,
  });
  await app.jobs.sendInTx(
    tx,
    requestExpiry,
    { request_id: request.id },
    { key: `request-${request.id}`, startAfter: request.expires_at },
  );
  await notify(app, tx, input.owner_id, 'requests', { request_id: request.id });
  const subject = { type: 'request', id: request.id } as const;
  const entries: ActivityEntry[] = [
    {
      userId: input.renter_id,
      kind: 'request_made',
      subject,
      data: { title, amount: request.total, role: 'renter' },
    },
    {
      userId: input.owner_id,
      kind: 'request_received',
      subject,
      data: { title, amount: request.total, role: 'owner' },
    },
  ];
  if (activity) activity.push(...entries);
  else await recordAll(tx, entries);
  return request;
}

// ─── Availability ────────────────────────────────────────────────────────────────────────────

/**
 * The days from today to the booking window's last day on which some of the item's units are
 * taken, with that last day and the item's longest rental (the marketplace's settings).
 */
export async function availability(
  app: FastifyInstance,
  itemId: number,
  now = new Date(),
): Promise<ItemAvailability> {
  const item = await repository.visibleItemUnits(app.db, itemId, publiclyVisible);
  if (!item) throw new NotFound(ITEM_NOT_FOUND);
  const bounds = await getMarketplaceSettings(app.db);
  const today = todayInBrunei(now);
  const lastDay = lastBookableDay(today, bounds);
  const used = await repository.usedPerDay(app.db, itemId, today, lastDay);
  return {
    item_id: itemId,
    units: item.units,
    booked: used.map((day) => ({ date: day.date, free: Math.max(0, item.units - day.used) })),
    last_day: lastDay,
    longest_days: longestRental(item, bounds),
  };
}
