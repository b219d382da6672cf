// Report an issue (seed fields): the type in words and what happened, checked with the contract's
// own schema before sending; the server's 422 goes beside the fields.
import { Controller } from 'react-hook-form';
import { afterOrderChange, type OrderDetail } from '@pinjam/api';
import { issueTypes } from '@pinjam/api/domain';
import { ISSUE_DESCRIPTION_MAX, orders, reportIssueBody, z } from '@pinjam/api/contract';
import { ConfirmDialog, Select, TextArea, useMessages } from '@pinjam/ui';
import { useApiForm, useWrite } from '../../../app/forms';
import { issueTypeMessages } from '../../../shared/orderEvents';
import { orderDetailMessages } from '../messages';

const fields = z.pick(reportIssueBody, { type: true, description: true });
type Values = z.input<typeof fields>;

export function ReportIssueDialog({
  order,
  open,
  onOpenChange,
  onReported,
  type,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReported: (message: string) => void;
  /** The type chosen beforehand (Report late return: late_return). */
  type?: Values['type'];
}) {
  const t = useMessages(orderDetailMessages);
  const types = useMessages(issueTypeMessages);
  const { write, writing } = useWrite(orders.reportIssue, {
    revalidate: afterOrderChange(order.id),
  });
  const { form, submit, failure, clearFailure } = useApiForm({
    schema: fields,
    defaultValues: { type, description: '' } as Values,
    send: async (values) => {
      const result = await write({ body: { ...values, order_id: order.id } });
      if (result.ok) {
        form.reset();
        onReported(result.data.message);
      }
      return result;
    },
  });
  const { errors } = form.formState;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clearFailure();
        onOpenChange(next);
      }}
      title={t.reportTitle}
      description={<p>{t.reportText}</p>}
      confirmLabel={t.send}
      cancelLabel={t.goBack}
      busy={writing}
      error={failure}
      onConfirm={() => void submit()}
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t.type}
            placeholder={t.typePlaceholder}
            options={issueTypes.map((value) => ({ value, label: types[value] }))}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            error={errors.type?.message}
            required
          />
        )}
      />
      <TextArea
        label={t.description}
        description={t.descriptionHelp}
        maxLength={ISSUE_DESCRIPTION_MAX}
        rows={4}
        required
        error={errors.description?.message}
        {...form.register('description')}
      />
    </ConfirmDialog>
  );
}
