// A long order for the documents' LongText stories: many lines, long titles and names, big sums.
import type { OrderDetail } from '@pinjam/api/contract';
import { demoOrders } from '@pinjam/api/mocks';

const base = demoOrders.find((order) => order.id === 5011)!;
const titles = [
  'Canon EOS R6 full-frame mirrorless camera body with two batteries, charger, a 128 GB card and a padded shoulder bag',
  'Bugaboo Fox baby stroller',
  'DJI Mini 4 Pro Fly More combo with three batteries, the charging hub and a carrying case',
  'Four-person camping tent',
  'Yamaha P-125 digital piano with the L-125 wooden stand, the LP-1 three-pedal unit and a padded bench',
  'Chafing dishes, set of six',
];

const lines: OrderDetail['lines'] = Array.from({ length: 14 }, (_, n) => {
  const rental = n % 2 === 0;
  const days = rental ? 2 + (n % 5) : null;
  const unit = 12_345 * (n + 1);
  return {
    item: { id: 900 + n, title: titles[n % titles.length]!, cover: null },
    is_rental: rental,
    quantity: 1 + (n % 3),
    days,
    start_date: rental ? `2026-03-${String(10 + n).padStart(2, '0')}` : null,
    end_date: rental ? `2026-03-${String(10 + n + (days ?? 1) - 1).padStart(2, '0')}` : null,
    unit_price: unit,
    line_total: unit * (1 + (n % 3)) * (days ?? 1),
  };
});
const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
const commission = Math.round(subtotal / 10);

export const longOrder: OrderDetail = {
  ...base,
  id: 5099,
  invoice_number: 'PJ-INV-005099',
  credit_note_number: 'PJ-CN-005099',
  buyer: { ...base.buyer, name: 'Dayangku Nurul Hidayah binti Pengiran Haji Abdul Rahman Al-Sufri' },
  seller: { ...base.seller, name: 'Pengiran Muda Siti Nur Aisyah binti Pengiran Haji Mohammad Yussof' },
  lines,
  subtotal,
  total: subtotal + base.delivery_fee,
  commission,
  seller_net: subtotal - commission,
  deposit: 9_999_900,
  payment: { ...base.payment, captured: subtotal + base.delivery_fee },
};
