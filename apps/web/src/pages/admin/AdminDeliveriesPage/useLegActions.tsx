import { useState, type ReactNode } from 'react';
import { ApiError, useDeliveryAction, type DeliveryAction } from '@pinjam/api';
import type { DeliveryLeg } from '@pinjam/api/contract';
import { Button } from '@pinjam/ui';
import type { Messages } from './LegParts';

/** The buttons each state offers (the server refuses the rest with a 409). */
export const ACTIONS: Record<DeliveryLeg['status'], DeliveryAction[]> = {
  scheduled: ['notify', 'noShow', 'complete'],
  notified: ['remind', 'noShow', 'complete'],
  reminded: ['noShow', 'complete'],
  no_show: ['notify', 'complete'],
  completed: [],
};

/** What a row shows of its last action: under way, or refused with the server's words. */
interface RowState {
  busy?: DeliveryAction;
  error?: string;
}

/**
 * The actions of each trip in place: its buttons (the one under way busy, the others waiting),
 * and per row what its last action left (a refusal in the server's words).
 */
export function useLegActions(t: Messages) {
  const [rows, setRows] = useState<Record<number, RowState>>({});
  const triggers = {
    notify: useDeliveryAction('notify').trigger,
    remind: useDeliveryAction('remind').trigger,
    noShow: useDeliveryAction('noShow').trigger,
    complete: useDeliveryAction('complete').trigger,
  };

  const act = async (leg: DeliveryLeg, action: DeliveryAction) => {
    setRows((r) => ({ ...r, [leg.id]: { busy: action } }));
    try {
      await triggers[action]({ params: { id: leg.id } });
      setRows((r) => ({ ...r, [leg.id]: {} }));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t.actionFailed;
      setRows((r) => ({ ...r, [leg.id]: { error: message } }));
    }
  };

  const actionLabel = (action: DeliveryAction) => t[action];
  const buttons = (leg: DeliveryLeg, describedBy: string): ReactNode => {
    const row = rows[leg.id] ?? {};
    return ACTIONS[leg.status].map((action) => (
      <Button
        key={action}
        size="sm"
        tone={action === 'complete' ? 'primary' : action === 'noShow' ? 'critical' : 'neutral'}
        loading={row.busy === action}
        disabled={row.busy !== undefined && row.busy !== action}
        aria-describedby={describedBy}
        onClick={() => void act(leg, action)}
      >
        {actionLabel(action)}
      </Button>
    ));
  };
  /** The row's refusal, said as an alert where it shows. */
  const refusal = (leg: DeliveryLeg, className: string): ReactNode =>
    rows[leg.id]?.error && (
      <p role="alert" className={className}>
        {rows[leg.id]!.error}
      </p>
    );
  return { buttons, refusal };
}
