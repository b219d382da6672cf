import { useEffect, useState } from 'react';
import { ApiError, financeCalls, useApiClient, useMarkPaid, usePayouts, useSetPayoutDate } from '@pinjam/api';
import type { PayoutDue } from '@pinjam/api/contract';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import {
  Button,
  ConfirmDialog,
  DatePicker,
  EmptyState,
  Heading,
  Link,
  Spinner,
  Text,
  useMessages,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { pathTo } from '../../../routes/paths';
import { LoadFailed } from '../../../shared/PageStates';
import { AdminPage, downloadCsv, type AdminNotice } from '../../../features/admin';
import { adminFinancesMessages } from './messages';
import * as styles from './AdminFinancesPage.css';

type Messages = ReturnType<typeof useMessages<typeof adminFinancesMessages>>;

const bankOf = (user: PayoutDue['user'], t: Messages) =>
  user.account ? t.bank({ bank: user.bank_name ?? '', account: user.account }).trim() : t.noBank;

/** The payout date: a date field (today or later) and Save; a refusal shows beside the field. */
function PayoutDateForm({ current, onSaved }: { current: string; onSaved: (notice: AdminNotice) => void }) {
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

function PayoutCard({
  payout,
  busy,
  onMarkPaid,
}: {
  payout: PayoutDue;
  busy: boolean;
  onMarkPaid: () => void;
}) {
  const t = useMessages(adminFinancesMessages);
  const id = `payout-${payout.id}`;
  return (
    <li className={styles.payout} aria-labelledby={id}>
      <div className={styles.payoutTop}>
        <Heading level={3} size={4} id={id}>
          {payout.user.name}
        </Heading>
        <span className={styles.amount}>{formatMoney(payout.amount)}</span>
      </div>
      <p className={styles.muted}>
        {payout.user.email} · {bankOf(payout.user, t)} · {t.orders(payout.orders.length)}
      </p>
      <ul className={styles.orders} aria-label={t.ordersLabel({ name: payout.user.name })}>
        {payout.orders.map((order) => (
          <li key={order.order_id}>
            <Link href={pathTo('admin-order', { id: order.order_id })}>
              {t.order({ id: String(order.order_id) })}
            </Link>{' '}
            {formatMoney(order.amount)}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onMarkPaid} loading={busy} aria-describedby={id}>
          {t.markPaid}
        </Button>
      </div>
    </li>
  );
}

/**
 * /admin/finances: the payout date, the payouts due (one per seller, with their masked bank
 * details and orders), Mark paid behind a confirmation (409 when another admin did: said, and the
 * list read again), the bank transfers' CSV, and the sellers waiting for bank details.
 */
export default function AdminFinancesPage() {
  const t = useMessages(adminFinancesMessages);
  const { isAdmin } = useAuth();
  const payouts = usePayouts(isAdmin);
  const markPaid = useMarkPaid();
  const client = useApiClient();
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const [confirming, setConfirming] = useState<PayoutDue | null>(null);
  const [downloading, setDownloading] = useState(false);

  const onConfirm = async () => {
    if (!confirming) return;
    const payout = confirming;
    setNotice(null);
    try {
      await markPaid.trigger({ body: { id: payout.id } });
      setNotice({ tone: 'positive', text: t.paid({ name: payout.user.name }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setNotice({ tone: 'warning', text: t.conflict });
        await payouts.mutate();
      } else
        setNotice({ tone: 'critical', text: error instanceof ApiError ? error.message : t.actionFailed });
    } finally {
      setConfirming(null);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      const file = await financeCalls(client).transfers();
      downloadCsv(file);
    } catch {
      setNotice({ tone: 'critical', text: t.downloadFailed });
    } finally {
      setDownloading(false);
    }
  };

  const data = payouts.data;
  let body;
  if (payouts.error && !data)
    body = (
      <LoadFailed
        title={t.loadError}
        error={payouts.error}
        onRetry={() => void payouts.mutate()}
        retrying={payouts.isValidating}
      />
    );
  else if (!data) body = <Spinner label={t.loading} size="sm" />;
  else
    body = (
      <>
        <PayoutDateForm current={data.payout_date} onSaved={setNotice} />
        {data.payouts.length === 0 && data.waiting.length === 0 && (
          <EmptyState title={t.emptyTitle} text={t.emptyText} headingLevel={2} />
        )}
        {data.payouts.length > 0 && (
          <section className={styles.section} aria-labelledby="payouts-due">
            <div className={styles.sectionHeader}>
              <Heading level={2} size={4} id="payouts-due">
                {t.due({ date: formatDate(data.payout_date) })}
              </Heading>
              <Button
                tone="neutral"
                onClick={() => void download()}
                loading={downloading}
                aria-describedby="csv-help"
              >
                {t.download}
              </Button>
            </div>
            <p className={styles.muted} id="csv-help">
              {t.downloadHelp}
            </p>
            <p className={styles.muted}>
              {t.total}: {formatMoney(data.payouts.reduce((sum, p) => sum + p.amount, 0))}
            </p>
            <ul className={styles.list} aria-label={t.dueLabel}>
              {data.payouts.map((payout) => (
                <PayoutCard
                  key={payout.id}
                  payout={payout}
                  busy={markPaid.isMutating && confirming?.id === payout.id}
                  onMarkPaid={() => {
                    setNotice(null);
                    setConfirming(payout);
                  }}
                />
              ))}
            </ul>
          </section>
        )}
        {data.waiting.length > 0 && (
          <section className={styles.section} aria-labelledby="payouts-waiting">
            <Heading level={2} size={4} id="payouts-waiting">
              {t.waitingTitle}
            </Heading>
            <p className={styles.muted}>{t.waitingText}</p>
            <ul className={styles.list}>
              {data.waiting.map((w) => (
                <li key={w.user.id} className={styles.payout}>
                  <Text weight="medium">{w.user.name}</Text>
                  <p className={styles.muted}>
                    {w.user.email} ·{' '}
                    {t.waiting({ amount: formatMoney(w.amount), orders: t.orders(w.orders) })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );

  return (
    <AdminPage title={t.title} intro={t.intro} notice={notice} busy={!data}>
      <div className={styles.section}>{body}</div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t.confirmTitle({
          amount: confirming ? formatMoney(confirming.amount) : '',
          name: confirming?.user.name ?? '',
        })}
        description={t.confirmText({ bank: confirming ? bankOf(confirming.user, t) : '' })}
        confirmLabel={t.confirm}
        busy={markPaid.isMutating}
        onConfirm={() => void onConfirm()}
      />
    </AdminPage>
  );
}
