import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError, useDeliveries, useDeliveryAction, type DeliveryAction } from '@pinjam/api';
import {
  deliveryStateFilters,
  districts,
  type DeliveryAddress,
  type DeliveryLeg,
  type DeliveryParty,
  type DeliveryStateFilter,
} from '@pinjam/api/contract';
import { formatDate, todayInBrunei } from '@pinjam/api/domain';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Link,
  Select,
  StatusPill,
  Table,
  Text,
  useMessages,
  useStatusLabel,
  VisuallyHidden,
  type TableColumn,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage } from '../../../features/admin';
import { pathTo } from '../../../routes/paths';
import { adminDeliveriesMessages } from './messages';
import * as styles from './AdminDeliveriesPage.css';

type Messages = ReturnType<typeof useMessages<typeof adminDeliveriesMessages>>;

/** The buttons each state offers (the server refuses the rest with a 409). */
const ACTIONS: Record<DeliveryLeg['status'], DeliveryAction[]> = {
  scheduled: ['notify', 'noShow', 'complete'],
  notified: ['remind', 'noShow', 'complete'],
  reminded: ['noShow', 'complete'],
  no_show: ['notify', 'complete'],
  completed: [],
};

/** What a row shows of its last action: under way, or refused with the server's words. */
interface RowState {
  busy?: DeliveryAction;
  error?: string;
}

const isStateFilter = (value: string | null): value is DeliveryStateFilter =>
  (deliveryStateFilters as readonly (string | null)[]).includes(value);

const addressLines = (a: DeliveryAddress) =>
  [
    a.address_line_1,
    a.address_line_2,
    a.address_line_3,
    [a.post_code, a.city].filter(Boolean).join(' '),
    a.district,
  ]
    .filter((line): line is string => Boolean(line))
    .join(', ');

/** A person to meet: the name, a tel: link, the full address. */
function Party({
  label,
  party,
  t,
  className,
}: {
  label: string;
  party: DeliveryParty;
  t: Messages;
  className?: string;
}) {
  const address = addressLines(party.address);
  return (
    <div className={className ? `${styles.stack} ${className}` : styles.stack}>
      <p className={styles.muted}>{label}</p>
      <p className={styles.label}>{party.name}</p>
      {party.telephone ? (
        <Link
          href={`tel:${party.telephone.replace(/[^+0-9]/g, '')}`}
          aria-label={t.call({ name: party.name, telephone: party.telephone })}
        >
          {party.telephone}
        </Link>
      ) : (
        <p className={styles.muted}>{t.noTelephone}</p>
      )}
      <p className={address ? undefined : styles.muted} style={{ margin: 0 }}>
        {address || t.noAddress}
      </p>
    </div>
  );
}

function DateLine({ leg, today, t }: { leg: DeliveryLeg; today: string; t: Messages }) {
  return (
    <div className={styles.dateCell}>
      <span>{leg.scheduled_for === today ? t.today : formatDate(leg.scheduled_for)}</span>
      {leg.overdue && <Badge tone="critical">{t.overdue}</Badge>}
      {leg.no_shows > 0 && <Badge tone="warning">{t.noShows({ count: String(leg.no_shows) })}</Badge>}
    </div>
  );
}

const Items = ({ leg }: { leg: DeliveryLeg }) => (
  <ul className={styles.list}>
    {leg.items.map((item, i) => (
      <li key={i}>{item.quantity > 1 ? `${item.quantity} × ${item.title}` : item.title}</li>
    ))}
  </ul>
);

const OrderLink = ({ leg, t, id }: { leg: DeliveryLeg; t: Messages; id?: string }) => (
  <RouterLink id={id} to={pathTo('admin-order', { id: leg.order_id })}>
    {t.orderLink({ id: String(leg.order_id) })}
  </RouterLink>
);

/**
 * /admin/deliveries: every courier trip by date (overdue open ones first, marked), with the person
 * to meet (a tel: link, the full address), the other party and the items; filters by state and
 * district held in the URL; the actions in place, a refused one saying why in its row. A table on
 * wide screens, cards on a phone.
 */
export default function AdminDeliveriesPage() {
  const t = useMessages(adminDeliveriesMessages);
  const statusLabel = useStatusLabel();
  const { isAdmin } = useAuth();
  const [search, setSearch] = useSearchParams();
  const stateParam = search.get('state');
  const state: DeliveryStateFilter = isStateFilter(stateParam) ? stateParam : 'open';
  const districtParam = search.get('district') ?? '';
  const district = districts.find((d) => d === districtParam) ?? '';
  const board = useDeliveries({ state, district }, isAdmin);
  const today = todayInBrunei();
  const [rows, setRows] = useState<Record<number, RowState>>({});
  const triggers = {
    notify: useDeliveryAction('notify').trigger,
    remind: useDeliveryAction('remind').trigger,
    noShow: useDeliveryAction('noShow').trigger,
    complete: useDeliveryAction('complete').trigger,
  };

  const setFilter = (name: 'state' | 'district', value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || (name === 'state' && value === 'open')) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const act = async (leg: DeliveryLeg, action: DeliveryAction) => {
    setRows((r) => ({ ...r, [leg.id]: { busy: action } }));
    try {
      await triggers[action]({ params: { id: leg.id } });
      setRows((r) => ({ ...r, [leg.id]: {} }));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t.actionFailed;
      setRows((r) => ({ ...r, [leg.id]: { error: message } }));
    }
  };

  const actionLabel = (action: DeliveryAction) => t[action];
  const buttons = (leg: DeliveryLeg, describedBy: string): ReactNode => {
    const row = rows[leg.id] ?? {};
    return ACTIONS[leg.status].map((action) => (
      <Button
        key={action}
        size="sm"
        tone={action === 'complete' ? 'primary' : action === 'noShow' ? 'critical' : 'neutral'}
        loading={row.busy === action}
        disabled={row.busy !== undefined && row.busy !== action}
        aria-describedby={describedBy}
        onClick={() => void act(leg, action)}
      >
        {actionLabel(action)}
      </Button>
    ));
  };
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
  const filtered = state !== 'open' || district !== '';
  const empty = <EmptyState title={t.emptyTitle} text={filtered ? t.emptyFiltered : t.emptyText} />;
  const stateOptions = deliveryStateFilters.map((value) => ({
    value,
    label:
      value === 'open'
        ? t.stateOpen
        : value === 'all'
          ? t.stateAll
          : statusLabel({ kind: 'delivery', status: value }),
  }));

  return (
    <AdminPage title={t.title} intro={t.intro} width="full">
      <fieldset className={styles.filters}>
        <VisuallyHidden asChild>
          <legend>{t.filtersLabel}</legend>
        </VisuallyHidden>
        <Select
          label={t.state}
          options={stateOptions}
          value={state}
          onValueChange={(value) => setFilter('state', value)}
        />
        <Select
          label={t.district}
          options={[{ value: '', label: t.allDistricts }, ...districts.map((d) => ({ value: d, label: d }))]}
          value={district}
          onValueChange={(value) => setFilter('district', value)}
        />
      </fieldset>
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
                    {rows[leg.id]?.error && (
                      <p role="alert" className={styles.rowError}>
                        {rows[leg.id]!.error}
                      </p>
                    )}
                  </div>
                )}
              />
            </div>
            <ul className={styles.narrow} aria-label={t.tableCaption}>
              {!board.data && (
                <li>
                  <Text tone="muted">{t.loading}</Text>
                </li>
              )}
              {board.data && legs.length === 0 && <li>{empty}</li>}
              {legs.map((leg) => (
                <li key={leg.id} className={styles.card} aria-labelledby={`leg-card-${leg.id}`}>
                  <div className={styles.cardHead}>
                    <Heading level={2} size={4} id={`leg-card-${leg.id}`}>
                      {kindOf(leg)} · {t.orderLink({ id: String(leg.order_id) })}
                    </Heading>
                    <StatusPill kind="delivery" status={leg.status} />
                  </div>
                  <DateLine leg={leg} today={today} t={t} />
                  <Party label={meetLabel(leg)} party={leg.customer} t={t} />
                  <Party label={otherLabel(leg)} party={leg.owner} t={t} />
                  <Items leg={leg} />
                  <OrderLink leg={leg} t={t} />
                  {ACTIONS[leg.status].length > 0 && (
                    <div className={styles.cardActions}>{buttons(leg, `leg-card-${leg.id}`)}</div>
                  )}
                  {rows[leg.id]?.error && (
                    <p role="alert" className={styles.cardError}>
                      {rows[leg.id]!.error}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </AdminPage>
  );
}
