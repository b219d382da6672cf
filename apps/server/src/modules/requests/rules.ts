// Pure rules of rental requests: when one expires, and how a row reads as the contract.
import type { RentalRequest } from '@pinjam/api/contract';
import type { ItemImageRow } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';
import { toImageDto } from '../catalogue';
import type { ListedRequest } from './requests.repository';

export const REQUEST_NOT_FOUND = 'This request does not exist.';
export const NOT_PENDING = 'This request has been answered already.';
export const DAYS_RELEASED = 'The days of this request are no longer held for it.';
/** A deny, cancel or second accept while the accept's capture is under way. */
export const BEING_ACCEPTED =
  'This request is being accepted: its payment is being taken. It cannot be changed meanwhile.';

const HOUR = 60 * 60_000;

/** The first moment of a day in Brunei (UTC+8, no daylight saving). */
const startOfDayInBrunei = (date: string) => new Date(`${date}T00:00:00+08:00`);

/**
 * A pending request expires 48 h after it was made or when its first day begins, whichever is
 * first. A rental starting today (its first day began already) has until the end of that day.
 */
export function expiresAt(createdAt: Date, startDate: string): Date {
  let start = startOfDayInBrunei(startDate);
  if (start <= createdAt) start = new Date(start.getTime() + 24 * HOUR);
  return new Date(Math.min(createdAt.getTime() + 48 * HOUR, start.getTime()));
}

const avatarOf = (path: string | null) => (path ? { path } : null);

export function toRequestDto(row: ListedRequest, storage: FileStorage): RentalRequest {
  const r = row.request;
  return {
    id: r.id,
    item: {
      id: r.item_id,
      title: row.item_title,
      cover: row.cover ? toImageDto(row.cover as ItemImageRow, storage) : null,
    },
    renter: { id: r.renter_id, name: row.renter_name, avatar: avatarOf(row.renter_avatar) },
    owner: { id: r.owner_id, name: row.owner_name, avatar: avatarOf(row.owner_avatar) },
    quantity: r.quantity,
    start_date: r.start_date,
    end_date: r.end_date,
    days: r.days,
    unit_price: r.unit_price,
    line_total: r.line_total,
    deposit: r.deposit,
    delivery_fee: r.delivery_fee,
    total: r.total,
    fulfilment: r.fulfilment,
    status: r.status,
    reason: r.reason,
    expires_at: r.expires_at.toISOString(),
    answered_at: r.answered_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    order_id: row.order_id,
  };
}
