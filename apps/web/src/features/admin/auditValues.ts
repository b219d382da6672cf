// An audit line's fields and values in words (decision 0040): the trail stores what the server
// changed as it stored it (cents, codes, ISO dates); the admin reads B$, words and Brunei dates.
import { formatDate, formatMoney } from '@pinjam/api/domain';
import { formatMoment } from '../../shared/moments';

/** Fields that hold cents, wherever they appear in a before or an after. */
const MONEY_FIELDS = new Set([
  'amount',
  'captured',
  'commission',
  'delivery_fee',
  'deposit',
  'deposit_capture',
  'left',
  'refund',
  'refunded',
  'seller_net',
  'subtotal',
  'total',
]);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A stored code ('partial_refund', 'damaged', 'no_show'), not free text. */
const CODE = /^[a-z]+(?:_[a-z]+)*$/;

const sentenceCase = (code: string) => {
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** 'delivery_fee' → 'Delivery fee'; 'commission_bps' → 'Commission'. */
export function auditField(field: string): string {
  return sentenceCase(field.replace(/_bps$/, ''));
}

/**
 * A value as the admin reads it: cents as B$, basis points as a percentage, days as dd MMM yyyy,
 * moments in Brunei time, codes as words, yes/no, lists and objects item by item; free text as it
 * was written. `none` stands for a value that was not there.
 */
export function auditValue(field: string, value: unknown, none = '—'): string {
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (field.endsWith('_bps')) return `${value / 100} %`;
    return MONEY_FIELDS.has(field) ? formatMoney(value) : String(value);
  }
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return formatDate(value);
    if (ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return formatMoment(value);
    return CODE.test(value) ? sentenceCase(value) : value;
  }
  if (Array.isArray(value)) return value.map((v) => auditValue(field, v, none)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${auditField(key)}: ${auditValue(key, v, none)}`)
      .join('; ');
  return String(value);
}
