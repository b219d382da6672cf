import type { MarketplaceStats } from '@pinjam/api';
import { formatMoney } from '@pinjam/api/domain';
import { monthLabel, useMessages } from '@pinjam/ui';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../../../routes/paths';
import { marketplaceMessages } from '../messages';
import * as styles from './DashboardPage.css';
import { ChartSection, FigureCards, type Figure } from './Figures';

/** An admin's dashboard: the marketplace's figures, and links to what waits for an admin. */
export function AdminDashboard({ stats }: { stats: MarketplaceStats | undefined }) {
  const t = useMessages(marketplaceMessages);
  const loading = stats === undefined;
  const thisMonth = stats?.months.at(-1);
  const revenueTotal = stats?.months.reduce((sum, m) => sum + m.revenue, 0) ?? 0;
  const ordersTotal = stats?.months.reduce((sum, m) => sum + m.orders, 0) ?? 0;
  const figures: Figure[] = [
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
      <FigureCards label={t.figures} figures={figures} loading={loading} />
      <div className={styles.sectionHeader}>
        <RouterLink className={styles.link} to={pathTo('admin-user-verification')}>
          {t.review}
        </RouterLink>
        <RouterLink className={styles.link} to={pathTo('admin-orders')}>
          {t.orders}
        </RouterLink>
      </div>
      <div className={styles.charts}>
        <ChartSection
          id="dashboard-revenue"
          title={t.revenue}
          description={stats ? t.revenueDescription({ total: formatMoney(revenueTotal) }) : undefined}
          data={stats?.months.map((m) => ({ label: monthLabel(m.month), value: m.revenue })) ?? []}
          loading={loading}
        />
        <ChartSection
          id="dashboard-orders"
          title={t.orderCounts}
          variant="line"
          description={stats ? t.ordersDescription({ total: String(ordersTotal) }) : undefined}
          data={stats?.months.map((m) => ({ label: monthLabel(m.month), value: m.orders })) ?? []}
          formatValue={(value) => String(Math.round(value))}
          labelHeader={t.month}
          valueHeader={t.orderCount}
          loading={loading}
        />
      </div>
    </>
  );
}
