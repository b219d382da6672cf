import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { adminFinance, ApiError, useSetPayoutDate } from '@pinjam/api';
import { formatDate } from '@pinjam/api/domain';
import { DatePicker, useMessages } from '@pinjam/ui';
import { FormFailure, SubmitButton, useApiForm } from '../../../app/forms';
import type { AdminNotice } from '../../../features/admin';
import { adminFinancesMessages } from './messages';
import * as styles from './AdminFinancesPage.css';

/**
 * The payout date: a date field (today or later) and Save; a refusal of the date shows beside the
 * field, any other failure in the page's notice.
 */
export function PayoutDateForm({
  current,
  onSaved,
}: {
  current: string;
  onSaved: (notice: AdminNotice) => void;
}) {
  const t = useMessages(adminFinancesMessages);
  const save = useSetPayoutDate();
  const { form, submit, failure } = useApiForm({
    schema: adminFinance.payoutDate.body,
    defaultValues: { date: current as string | null },
    send: async (body) => {
      try {
        const answer = await save.trigger({ body });
        onSaved({ tone: 'positive', text: t.dateSaved({ date: formatDate(answer.payout_date) }) });
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 422)
          return { ok: false, status: caught.status, error: caught.body };
        onSaved({ tone: 'critical', text: caught instanceof ApiError ? caught.message : t.actionFailed });
      }
    },
  });
  const date = useWatch({ control: form.control, name: 'date' });
  const { reset } = form;
  useEffect(() => reset({ date: current }), [current, reset]);

  return (
    <form className={styles.dateForm} onSubmit={(event) => void submit(event)} noValidate>
      <FormFailure message={failure} />
      <div className={styles.dateField}>
        <Controller
          control={form.control}
          name="date"
          render={({ field, fieldState }) => (
            <DatePicker
              ref={field.ref}
              label={t.dateLabel}
              description={t.dateHelp}
              min="today"
              clearable={false}
              value={field.value}
              error={fieldState.error?.message}
              onValueChange={field.onChange}
            />
          )}
        />
      </div>
      <SubmitButton control={form.control} className={styles.saveButton} disabled={!date}>
        {t.saveDate}
      </SubmitButton>
    </form>
  );
}
