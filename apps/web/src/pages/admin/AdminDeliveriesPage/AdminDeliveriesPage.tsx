import { useDeliveries } from '@pinjam/api';
import type { DeliveryLeg } from '@pinjam/api/contract';
import { todayInBrunei } from '@pinjam/api/domain';
import { EmptyState, ErrorState, StatusPill, Table, useMessages, type TableColumn } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage } from '../../../features/admin';
import { DeliveryFilters, useDeliveryFilters } from './DeliveryFilters';
import { LegCards } from './LegCards';
import { DateLine, Items, OrderLink, Party } from './LegParts';
import { adminDeliveriesMessages } from './messages';
import { useLegActions } from './useLegActions';
import * as styles from './AdminDeliveriesPage.css';

// The trip's parts (LegParts), its actions (useLegActions), the filters and the phone's cards live
// beside this page; the page holds the table's columns and puts them together.

/**
 * /admin/deliveries: every courier trip by date (overdue open ones first, marked), with the person
 * to meet (a tel: link, the full address), the other party and the items; filters by state and
 * district held in the URL; the actions in place, a refused one saying why in its row. A table on
 * wide screens, cards on a phone.
 */
export default function AdminDeliveriesPage() {
  const t = useMessages(adminDeliveriesMessages);
  const { isAdmin } = useAuth();
  const filters = useDeliveryFilters();
  const { state, district } = filters;
  const board = useDeliveries({ state, district }, isAdmin);
  const today = todayInBrunei();
  const actions = useLegActions(t);
  const { buttons, refusal } = actions;
  const kindOf = (leg: DeliveryLeg) => (leg.kind === 'outbound' ? t.delivery : t.collection);
  const meetLabel = (leg: DeliveryLeg) => (leg.kind === 'outbound' ? t.deliverTo : t.collectFrom);
  const otherLabel = (leg: DeliveryLeg) => (leg.kind === 'outbound' ? t.fromOwner : t.toOwner);

  // Five columns, so that the actions stay in view beside the dashboard's menu: the trip's kind,
  // order, state and items together.
  const columns: TableColumn<DeliveryLeg>[] = [
    { id: 'date', header: t.date, cell: (leg) => <DateLine leg={leg} today={today} t={t} /> },
    {
      id: 'trip',
      header: t.kind,
      cell: (leg) => (
        <div className={styles.tripCell}>
          <span>
            {kindOf(leg)} · <OrderLink leg={leg} t={t} id={`leg-row-${leg.id}`} />
          </span>
          <StatusPill kind="delivery" status={leg.status} />
          <Items leg={leg} />
        </div>
      ),
    },
    {
      id: 'meet',
      header: t.meet,
      cell: (leg) => <Party label={meetLabel(leg)} party={leg.customer} t={t} className={styles.partyCell} />,
    },
    {
      id: 'other',
      header: t.other,
      cell: (leg) => <Party label={otherLabel(leg)} party={leg.owner} t={t} className={styles.partyCell} />,
    },
  ];

  const legs = board.data?.deliveries ?? [];
  const empty = <EmptyState title={t.emptyTitle} text={filters.filtered ? t.emptyFiltered : t.emptyText} />;

  return (
    <AdminPage title={t.title} intro={t.intro} width="full">
      <DeliveryFilters filters={filters} t={t} />
      <section className={styles.board} aria-label={t.boardLabel} aria-busy={!board.data || undefined}>
        {board.error && !board.data ? (
          <ErrorState
            layout="inline"
            headingLevel={2}
            title={t.loadError}
            text={board.error.message}
            onRetry={() => void board.mutate()}
            retryLabel={t.retry}
            retrying={board.isValidating}
          />
        ) : (
          <>
            <div className={styles.wide}>
              <Table
                caption={t.tableCaption}
                captionHidden
                columns={columns}
                data={legs}
                getRowId={(leg) => String(leg.id)}
                manualSorting
                loading={!board.data}
                empty={empty}
                rowActions={(leg) => (
                  <div className={styles.rowActions}>
                    {buttons(leg, `leg-row-${leg.id}`)}
                    {refusal(leg, styles.rowError)}
                  </div>
                )}
              />
            </div>
            <LegCards
              legs={legs}
              loaded={Boolean(board.data)}
              empty={empty}
              today={today}
              actions={actions}
              labels={{ kind: kindOf, meet: meetLabel, other: otherLabel }}
              t={t}
            />
          </>
        )}
      </section>
    </AdminPage>
  );
}
