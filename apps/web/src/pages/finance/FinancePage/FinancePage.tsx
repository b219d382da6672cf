import { useEffect, useState } from 'react';
import { financeCalls, useApiClient, useFinance } from '@pinjam/api';
import type { FinanceEntry } from '@pinjam/api/contract';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import {
  Button,
  Callout,
  Chart,
  EmptyState,
  Heading,
  Link,
  monthLabel,
  Stat,
  Table,
  Text,
  useMessages,
  type TableColumn,
} from '@pinjam/ui';
import { usePageTitle } from '../../../app/pageTitle';
import { useRealtimeEvent } from '../../../features/realtime';
import { pathTo } from '../../../routes/paths';
import { LoadFailed } from '../../../shared/PageStates';
import { downloadCsv } from '../../../shared/downloadCsv';
import { financeMessages } from '../messages';
import * as styles from './FinancePage.css';

type Messages = ReturnType<typeof useMessages<typeof financeMessages>>;

const accountName = (account: FinanceEntry['account'], t: Messages) =>
  account === 'seller_pending'
    ? t.accountPending
    : account === 'seller_payable'
      ? t.accountPayable
      : t.accountPaidOut;

function columns(t: Messages): TableColumn<FinanceEntry>[] {
  return [
    { id: 'date', header: t.date, accessor: (e) => e.created_at, cell: (e) => formatDate(e.created_at) },
    { id: 'account', header: t.account, accessor: (e) => accountName(e.account, t) },
    {
      id: 'description',
      header: t.description,
      accessor: 'memo',
      cell: (e) =>
        e.order_id ? (
          <Link
            href={pathTo('my-order-detail', { id: e.order_id })}
            aria-label={`${e.memo} (${t.order({ id: String(e.order_id) })})`}
          >
            {e.memo}
          </Link>
        ) : (
          e.memo
        ),
    },
    {
      id: 'amount',
      header: t.amount,
      align: 'end',
      accessor: 'amount',
      cell: (e) => <span className={styles.amount}>{formatMoney(e.amount)}</span>,
    },
  ];
}

/**
 * /my-finance: pending, payable, paid out and total earned (sums of the caller's ledger entries),
 * earnings by month, the entries with their orders, a CSV of them all, and a call to add bank
 * details while they are missing (payouts wait for them).
 */
export default function FinancePage() {
  const t = useMessages(financeMessages);
  usePageTitle(t.title);
  const { data, error, isValidating, mutate } = useFinance();
  const client = useApiClient();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const finance = data?.finance;
  // Older pages asked for with Show older entries; a fresh first page starts again from it.
  const [older, setOlder] = useState<{ entries: FinanceEntry[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState(false);
  useEffect(() => setOlder(null), [data]);
  // A payout made to the caller (or an order of theirs paid or completed) changes the figures.
  useRealtimeEvent('new-payout', () => void mutate());
  useRealtimeEvent('new-order', () => void mutate());

  const entries = [...(finance?.entries ?? []), ...(older?.entries ?? [])];
  const hasMore = older ? older.hasMore : (finance?.has_more ?? false);

  const showOlder = async () => {
    const last = entries.at(-1);
    if (!last) return;
    setLoadingOlder(true);
    setOlderError(false);
    try {
      const page = await financeCalls(client).older(last.id);
      setOlder({ entries: [...(older?.entries ?? []), ...page.entries], hasMore: page.has_more });
    } catch {
      setOlderError(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    setDownloadError(false);
    try {
      const file = await financeCalls(client).mine();
      downloadCsv(file);
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  const header = (
    <header className={styles.header}>
      <div className={styles.intro}>
        <Heading level={1}>{t.title}</Heading>
        <Text tone="muted">{t.intro}</Text>
      </div>
      {finance && finance.entries.length > 0 && (
        <Button tone="neutral" onClick={() => void download()} loading={downloading}>
          {t.download}
        </Button>
      )}
    </header>
  );

  if (error && !data)
    return (
      <div className={styles.page}>
        {header}
        <LoadFailed title={t.loadError} error={error} onRetry={() => void mutate()} retrying={isValidating} />
      </div>
    );

  const total = finance?.months.reduce((sum, m) => sum + m.amount, 0) ?? 0;
  const figures = [
    { label: t.pending, value: finance && formatMoney(finance.pending), change: t.pendingHelp },
    {
      label: t.payable,
      value: finance && formatMoney(finance.payable),
      change: finance ? t.payableHelp({ date: formatDate(finance.payout_date) }) : undefined,
    },
    { label: t.paidOut, value: finance && formatMoney(finance.paid_out) },
    { label: t.totalEarned, value: finance && formatMoney(finance.total_earned) },
  ];
  return (
    <div className={styles.page} aria-busy={!finance || undefined}>
      {header}
      {downloadError && (
        <Callout tone="critical" announce="alert">
          {t.downloadFailed}
        </Callout>
      )}
      {finance && !finance.has_bank_details && (
        <Callout
          tone="warning"
          title={t.bankTitle}
          action={<Link href={pathTo('my-settings')}>{t.bankLink}</Link>}
        >
          {t.bankText}
        </Callout>
      )}
      <ul className={styles.figures} aria-label={t.figures}>
        {figures.map((figure) => (
          <li key={figure.label}>
            <Stat {...figure} value={figure.value ?? ''} sentiment="neutral" loading={!finance} />
          </li>
        ))}
      </ul>
      <Chart
        title={t.chart}
        description={finance ? t.chartDescription({ total: formatMoney(total) }) : undefined}
        data={
          finance && total !== 0
            ? finance.months.map((m) => ({ label: monthLabel(m.month), value: m.amount }))
            : []
        }
        formatValue={formatMoney}
        loading={!finance}
        empty={t.noEarnings}
      />
      <section className={styles.section} aria-labelledby="finance-history">
        <Heading level={2} size={4} id="finance-history">
          {t.history}
        </Heading>
        {finance && finance.entries.length === 0 ? (
          <EmptyState title={t.emptyTitle} text={t.emptyText} headingLevel={3} />
        ) : (
          <Table
            caption={t.historyCaption}
            captionHidden
            columns={columns(t)}
            data={entries}
            getRowId={(e) => String(e.id)}
            loading={!finance}
            density="compact"
          />
        )}
        {olderError && (
          <Callout tone="critical" announce="alert">
            {t.moreFailed}
          </Callout>
        )}
        {hasMore && (
          <div>
            <Button tone="neutral" onClick={() => void showOlder()} loading={loadingOlder}>
              {t.more}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
