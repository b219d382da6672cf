import { useRecentActivity, type DashboardTodo, type MemberStats } from '@pinjam/api';
import { formatMoney } from '@pinjam/api/domain';
import { EmptyState, Heading, monthLabel, useMessages } from '@pinjam/ui';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../../../routes/paths';
import { ActivityList } from '../../activity/ActivityList';
import { StartActions } from '../../activity/StartActions';
import { dashboardMessages } from '../messages';
import * as styles from './DashboardPage.css';
import { ChartSection, FigureCards } from './Figures';

type T = ReturnType<typeof dashboardMessages.get>;

/** How many of the newest entries the dashboard shows. */
const RECENT = 5;

function todoText(todo: DashboardTodo, t: T): string {
  switch (todo.kind) {
    case 'verify':
      return t.verify;
    case 'verification_pending':
      return t.verificationPending;
    case 'verification_rejected':
      return t.verificationRejected;
    case 'bank_details':
      return t.bankDetails;
    case 'answer_requests':
      return t.answerRequests(todo.count ?? 1);
    case 'rate_orders':
      return t.rateOrders(todo.count ?? 1);
    default:
      return todo.kind satisfies never;
  }
}

/** Nothing listed, rented, bought or earned yet. */
const isNew = (stats: MemberStats) =>
  stats.listings.active + stats.listings.disabled === 0 &&
  stats.rentals.renting + stats.rentals.renting_out === 0 &&
  stats.orders_this_month.bought + stats.orders_this_month.sold === 0 &&
  stats.requests_waiting === 0 &&
  stats.earnings.every((m) => m.amount === 0);

function Todos({ todos }: { todos: DashboardTodo[] }) {
  const t = useMessages(dashboardMessages);
  if (todos.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="dashboard-todos">
      <Heading level={2} size={4} id="dashboard-todos">
        {t.todos}
      </Heading>
      <ul className={styles.todos}>
        {todos.map((todo) => (
          <li key={todo.kind}>
            <RouterLink className={styles.todo} to={todo.link} data-todo={todo.kind}>
              {todoText(todo, t)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The figures as cards: placeholders while `stats` is on its way. */
function MemberFigures({ stats }: { stats: MemberStats | undefined }) {
  const t = useMessages(dashboardMessages);
  return (
    <FigureCards
      label={t.figures}
      loading={stats === undefined}
      figures={[
        {
          label: t.activeListings,
          value: stats?.listings.active,
          change: stats?.listings.disabled ? t.disabledListings(stats.listings.disabled) : undefined,
        },
        { label: t.rentingOut, value: stats?.rentals.renting_out },
        { label: t.renting, value: stats?.rentals.renting },
        { label: t.requestsWaiting, value: stats?.requests_waiting },
        { label: t.boughtThisMonth, value: stats?.orders_this_month.bought },
        { label: t.soldThisMonth, value: stats?.orders_this_month.sold },
      ]}
    />
  );
}

function RecentActivity() {
  const t = useMessages(dashboardMessages);
  const { data, error } = useRecentActivity();
  const entries = data?.activity.slice(0, RECENT);
  return (
    <section className={styles.section} aria-labelledby="dashboard-recent">
      <div className={styles.sectionHeader}>
        <Heading level={2} size={4} id="dashboard-recent">
          {t.recent}
        </Heading>
        <RouterLink className={styles.link} to={pathTo('my-activity')}>
          {t.seeAll}
        </RouterLink>
      </div>
      {error ? (
        <p className={styles.muted}>{t.activityError}</p>
      ) : !entries ? null : entries.length === 0 ? (
        <p className={styles.muted}>{t.noActivity}</p>
      ) : (
        <ActivityList entries={entries} headingLevel={3} />
      )}
    </section>
  );
}

/** A member's dashboard once the figures are in (or on their way, `stats` undefined). */
export function MemberDashboard({ stats }: { stats: MemberStats | undefined }) {
  const t = useMessages(dashboardMessages);
  const total = stats?.earnings.reduce((sum, m) => sum + m.amount, 0) ?? 0;
  if (stats && isNew(stats))
    return (
      <>
        <Todos todos={stats.todos} />
        <EmptyState
          title={t.startTitle}
          text={t.startText}
          action={<StartActions list={t.listFirst} browse={t.browse} />}
        />
      </>
    );
  return (
    <>
      {stats && <Todos todos={stats.todos} />}
      <MemberFigures stats={stats} />
      <ChartSection
        id="dashboard-earnings"
        title={t.earnings}
        description={stats ? t.earningsDescription({ total: formatMoney(total) }) : undefined}
        data={
          stats && total !== 0
            ? stats.earnings.map((m) => ({ label: monthLabel(m.month), value: m.amount }))
            : []
        }
        loading={!stats}
        empty={t.noEarnings}
      />
      {stats && <RecentActivity />}
    </>
  );
}
