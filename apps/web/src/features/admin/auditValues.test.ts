import { describe, expect, it } from 'vitest';
import { auditField, auditValue } from './auditValues';

describe('an audit value in words', () => {
  it('given cents / it shows B$', () => {
    expect(auditValue('refund', 2_000)).toBe('B$20.00');
    expect(auditValue('delivery_fee', 500)).toBe('B$5.00');
    expect(auditValue('deposit_capture', 0)).toBe('B$0.00');
  });

  it('given basis points / it shows a percentage', () => {
    expect(auditValue('commission_bps', 1_250)).toBe('12.5 %');
  });

  it('given a day or a moment / it shows dd MMM yyyy in Brunei', () => {
    expect(auditValue('payout_date', '2026-12-04')).toBe('04 Dec 2026');
    expect(auditValue('disabled_at', '2026-11-27T18:30:00.000Z')).toBe('28 Nov 2026, 02:30');
  });

  it('given a code / it shows words; free text stays as written', () => {
    expect(auditValue('outcome', 'partial_refund')).toBe('Partial refund');
    expect(auditValue('type', 'damaged')).toBe('Damaged');
    expect(auditValue('note', 'Two bags split: B$10 back.')).toBe('Two bags split: B$10 back.');
  });

  it('given yes/no, nothing, lists and objects / it words each part', () => {
    expect(auditValue('has_open_issue', true)).toBe('Yes');
    expect(auditValue('reason', null)).toBe('—');
    expect(auditValue('issues', [12, 13])).toBe('12, 13');
    expect(auditValue('legs', { status: 'no_show', scheduled_for: '2026-12-01' })).toBe(
      'Status: No show; Scheduled for: 01 Dec 2026',
    );
  });

  it('given a field name / it reads as words', () => {
    expect(auditField('delivery_fee')).toBe('Delivery fee');
    expect(auditField('commission_bps')).toBe('Commission');
  });
});
