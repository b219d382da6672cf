import { useEffect, useState } from 'react';
import { ApiError, useSetPayoutDate } from '@pinjam/api';
import { formatDate } from '@pinjam/api/domain';
import { Button, DatePicker, useMessages } from '@pinjam/ui';
import type { AdminNotice } from '../../../features/admin';
import { adminFinancesMessages } from './messages';
import * as styles from './AdminFinancesPage.css';

/** The payout date: a date field (today or later) and Save; a refusal shows beside the field. */
export function PayoutDateForm({
  current,
  onSaved,
}: {
  current: string;
  onSaved: (notice: AdminNotice) => void;
}) {
  const t = useMessages(adminFinancesMessages);
  const save = useSetPayoutDate();
  const [date, setDate] = useState<string | null>(current);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDate(current), [current]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!date) return;
    setError(null);
    try {
      const answer = await save.trigger({ body: { date } });
      onSaved({ tone: 'positive', text: t.dateSaved({ date: formatDate(answer.payout_date) }) });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422)
        setError(caught.body.errors?.date?.[0] ?? caught.message);
      else onSaved({ tone: 'critical', text: caught instanceof ApiError ? caught.message : t.actionFailed });
    }
  };

  return (
    <form className={styles.dateForm} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.dateField}>
        <DatePicker
          label={t.dateLabel}
          description={t.dateHelp}
          min="today"
          clearable={false}
          value={date}
          error={error ?? undefined}
          onValueChange={(value) => {
            setDate(value);
            setError(null);
          }}
        />
      </div>
      <Button type="submit" className={styles.saveButton} loading={save.isMutating} disabled={!date}>
        {t.saveDate}
      </Button>
    </form>
  );
}
