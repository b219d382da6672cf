import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import type { ErrorBody } from '@pinjam/api';
import { auditQuery, optionalInput, z } from '@pinjam/api/contract';
import { Button, DatePicker, Select, TextField, useMessages } from '@pinjam/ui';
import { controlled, SubmitButton, useApiForm } from '../../../app/forms';
import { adminAuditMessages } from './messages';
import * as styles from './AdminAuditPage.css';

export const FILTERS = ['action', 'subject_type', 'subject_id', 'admin_id', 'from', 'to'] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;
const SUBJECT_TYPES = [
  'banner',
  'advert',
  'details',
  'settings',
  'user',
  'order',
  'payment',
  'payout',
  'delivery_leg',
];

/** The filters as the contract reads them from the address (ids and days); blank is no filter. */
const filterFields = z.object({
  action: optionalInput(auditQuery.shape.action),
  subject_type: optionalInput(auditQuery.shape.subject_type),
  subject_id: optionalInput(auditQuery.shape.subject_id),
  admin_id: optionalInput(auditQuery.shape.admin_id),
  from: optionalInput(auditQuery.shape.from),
  to: optionalInput(auditQuery.shape.to),
});

/**
 * The audit trail's filters. Filter only changes the address (the trail is read from it), after
 * the values are checked with the contract's query schema: a record or admin id that is not one,
 * a day that is not a date, is said beside its field, as is the server's 422 for an address
 * typed by hand (`refusal`).
 */
export function AuditFilters({
  current,
  apply,
  refusal,
}: {
  current: Filters;
  apply: (filters: Partial<Filters>) => void;
  refusal: ErrorBody | undefined;
}) {
  const t = useMessages(adminAuditMessages);
  const { form, field, submit, refuse } = useApiForm({
    schema: filterFields,
    defaultValues: current,
    send: (query) =>
      apply(
        Object.fromEntries(Object.entries(query).map(([name, value]) => [name, value ? String(value) : ''])),
      ),
  });
  // Following a link in the trail changes the address: the form shows what is applied.
  const { reset } = form;
  const applied = FILTERS.map((name) => current[name]).join('\n');
  useEffect(() => {
    const values = applied.split('\n');
    reset(Object.fromEntries(FILTERS.map((name, i) => [name, values[i] ?? ''])) as Filters);
  }, [applied, reset]);
  useEffect(() => {
    if (refusal) refuse(refusal);
  }, [refusal, refuse]);

  const day = (name: 'from' | 'to', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: date, fieldState }) => (
        <DatePicker
          ref={date.ref}
          label={label}
          value={date.value || null}
          onValueChange={(value) => date.onChange(value ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const filtered = FILTERS.some((name) => current[name]);

  return (
    <form
      aria-label={t.filtersTitle}
      onSubmit={(event) => void submit(event)}
      className={styles.header}
      noValidate
    >
      <div className={styles.filters}>
        <TextField label={t.action} description={t.actionHelp} {...field('action')} />
        <Controller
          control={form.control}
          name="subject_type"
          render={(state) => (
            <Select
              label={t.subjectType}
              options={[
                { value: '', label: t.anyType },
                ...SUBJECT_TYPES.map((type) => ({ value: type, label: type })),
              ]}
              {...controlled(state)}
            />
          )}
        />
        <TextField label={t.subjectId} {...field('subject_id')} />
        <TextField label={t.adminId} inputMode="numeric" {...field('admin_id')} />
        {day('from', t.from)}
        {day('to', t.to)}
      </div>
      <div className={styles.actions}>
        <SubmitButton control={form.control}>{t.apply}</SubmitButton>
        {filtered && (
          <Button tone="neutral" onClick={() => apply({})}>
            {t.clear}
          </Button>
        )}
      </div>
    </form>
  );
}
