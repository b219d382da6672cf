import { useState } from 'react';
import { ApiError, financeCalls, useApiClient, useMarkPaid, usePayouts } from '@pinjam/api';
import type { PayoutDue, PayoutsAnswer } from '@pinjam/api/contract';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import { Button, ConfirmDialog, EmptyState, Heading, useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { Loaded } from '../../../shared/PageStates';
import { AdminPage, downloadCsv, type AdminNotice } from '../../../features/admin';
import { adminFinancesMessages } from './messages';
import { bankOf, PayoutCard } from './PayoutCard';
import { PayoutDateForm } from './PayoutDateForm';
import { WaitingSellers } from './WaitingSellers';
import * as styles from './AdminFinancesPage.css';

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

  const body = (data: PayoutsAnswer) => (
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
      <WaitingSellers waiting={data.waiting} />
    </>
  );

  return (
    <AdminPage title={t.title} intro={t.intro} notice={notice} busy={!payouts.data}>
      <div className={styles.section}>
        <Loaded query={payouts} errorTitle={t.loadError} loadingLabel={t.loading}>
          {body}
        </Loaded>
      </div>
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
