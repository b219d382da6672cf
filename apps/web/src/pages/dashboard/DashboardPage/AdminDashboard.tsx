import type { MarketplaceStats } from '@pinjam/api';
import { formatMoney } from '@pinjam/api/domain';
import { Chart, Heading, monthLabel, Stat, useMessages } from '@pinjam/ui';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../../../routes/paths';
import { marketplaceMessages } from '../messages';
import * as styles from './DashboardPage.css';

/** An admin's dashboard: the marketplace's figures, and links to what waits for an admin. */
export function AdminDashboard({ stats }: { stats: MarketplaceStats | undefined }) {
  const t = useMessages(marketplaceMessages);
  const loading = stats === undefined;
  const thisMonth = stats?.months.at(-1);
  const revenueTotal = stats?.months.reduce((sum, m) => sum + m.revenue, 0) ?? 0;
  const ordersTotal = stats?.months.reduce((sum, m) => sum + m.orders, 0) ?? 0;
  const figures = [
    {
      label: t.members,
      value: stats?.users.total,
      change: stats ? t.newThisMonth({ count: stats.users.new_this_month }) : undefined,
    },
    { label: t.activeItems, value: stats?.items.active },
    { label: t.ordersThisMonth, value: thisMonth?.orders },
    { label: t.revenueThisMonth, value: thisMonth && formatMoney(thisMonth.revenue) },
    { label: t.verificationsWaiting, value: stats?.verifications_waiting },
    { label: t.issuesWaiting, value: stats?.issues_waiting },
  ];
  return (
    <>
      <ul className={styles.stats} aria-label={t.figures}>
        {figures.map((figure) => (
          <li key={figure.label}>
            <Stat
              label={figure.label}
              value={String(figure.value ?? '')}
              change={figure.change}
              sentiment="neutral"
              loading={loading}
            />
          </li>
        ))}
      </ul>
      <div className={styles.sectionHeader}>
        <RouterLink className={styles.link} to={pathTo('admin-user-verification')}>
          {t.review}
        </RouterLink>
        <RouterLink className={styles.link} to={pathTo('admin-orders')}>
          {t.orders}
        </RouterLink>
      </div>
      <div className={styles.charts}>
        <section className={styles.section} aria-labelledby="dashboard-revenue">
          <Heading level={2} size={4} id="dashboard-revenue">
            {t.revenue}
          </Heading>
          <Chart
            title={t.revenue}
            titleHidden
            description={stats ? t.revenueDescription({ total: formatMoney(revenueTotal) }) : undefined}
            data={stats?.months.map((m) => ({ label: monthLabel(m.month), value: m.revenue })) ?? []}
            loading={loading}
          />
        </section>
        <section className={styles.section} aria-labelledby="dashboard-orders">
          <Heading level={2} size={4} id="dashboard-orders">
            {t.orderCounts}
          </Heading>
          <Chart
            title={t.orderCounts}
            titleHidden
            variant="line"
            description={stats ? t.ordersDescription({ total: String(ordersTotal) }) : undefined}
            data={stats?.months.map((m) => ({ label: monthLabel(m.month), value: m.orders })) ?? []}
            formatValue={(value) => String(Math.round(value))}
            labelHeader={t.month}
            valueHeader={t.orderCount}
            loading={loading}
          />
        </section>
      </div>
    </>
  );
}
