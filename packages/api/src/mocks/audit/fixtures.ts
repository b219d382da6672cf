import type { AuditEntry } from '../../contract/audit';

const entry = (id: number, minutesAgo: number, rest: Partial<AuditEntry>): AuditEntry => ({
  id,
  admin_id: 1,
  admin_name: 'Pinjam Admin',
  action: 'banner.update',
  subject_type: 'banner',
  subject_id: '1',
  before: null,
  after: null,
  created_at: new Date(Date.UTC(2026, 10, 24, 9, 0) - minutesAgo * 60_000).toISOString(),
  ...rest,
});

/** A morning's work: banners, an advert, the footer's address, the fee, a password, an issue, the payout date. */
export const auditEntries: AuditEntry[] = [
  entry(9, 1, {
    action: 'details.update',
    subject_type: 'details',
    subject_id: '1',
    before: { address_line_1: 'Unit 2, Simpang 88' },
    after: { address_line_1: 'Unit 9, Simpang 101' },
  }),
  entry(8, 5, {
    action: 'banner.update',
    subject_id: '2',
    before: { active: true },
    after: { active: false },
  }),
  entry(7, 9, {
    action: 'advert.upload',
    subject_type: 'advert',
    subject_id: '12',
    after: { path: 'adverts/9f2c.webp', position: 2, active: true, url: null },
  }),
  entry(6, 14, {
    action: 'settings.update',
    subject_type: 'settings',
    subject_id: '1',
    admin_id: 2,
    admin_name: 'Hajah Rosnah',
    before: { delivery_fee: 500, commission_bps: 1000 },
    after: { delivery_fee: 750, commission_bps: 1200 },
  }),
  entry(5, 30, {
    action: 'banner.delete',
    subject_id: '3',
    before: { path: 'banners/old.webp', active: false },
  }),
  entry(4, 61, { action: 'password.change', subject_type: 'user', subject_id: '1' }),
  entry(3, 70, {
    action: 'order.resolve',
    subject_type: 'order',
    subject_id: '1038',
    before: { has_open_issue: true, refunded: 0 },
    after: { has_open_issue: false, outcome: 'partial_refund', refund: 2_000 },
  }),
  entry(2, 80, {
    action: 'payout.date',
    subject_type: 'settings',
    subject_id: '1',
    before: { payout_date: '2026-11-27' },
    after: { payout_date: '2026-12-04' },
  }),
];
