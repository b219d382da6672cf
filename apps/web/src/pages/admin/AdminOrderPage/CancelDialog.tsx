import { useState } from 'react';
import { ApiError, useAdminCancelOrder } from '@pinjam/api';
import type { AdminOrder } from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import { ConfirmDialog, TextArea, useMessages } from '@pinjam/ui';
import type { AdminNotice } from '../../../features/admin';
import { adminOrderMessages } from './messages';

/** Cancel with a refund: a required reason, the refund named in full; 409 closes it with a notice. */
export function CancelDialog({
  order,
  open,
  onOpenChange,
  onDone,
}: {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (notice: AdminNotice) => void;
}) {
  const t = useMessages(adminOrderMessages);
  const cancel = useAdminCancelOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const confirm = async () => {
    setFailure(undefined);
    if (!reason.trim()) return setError(t.reasonRequired);
    setError(undefined);
    try {
      const result = await cancel.trigger({ params: { id: order.id }, body: { reason } });
      onOpenChange(false);
      onDone({ tone: 'success', text: result.message });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.body.errors?.reason?.[0] ?? e.message);
      else if (e instanceof ApiError && e.status === 409) {
        onOpenChange(false);
        onDone({ tone: 'critical', text: e.message });
      } else setFailure(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.cancelTitle({ id: order.id })}
      description={t.cancelDescription({ total: formatMoney(order.amounts.refundable) })}
      confirmLabel={t.cancelConfirm}
      cancelLabel={t.cancelKeep}
      onConfirm={() => void confirm()}
      busy={cancel.isMutating}
      error={failure}
      tone="critical"
    >
      <TextArea
        label={t.reason}
        value={reason}
        required
        maxLength={500}
        showCount
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
    </ConfirmDialog>
  );
}
