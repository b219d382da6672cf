import type { ReactNode } from 'react';
import type { DeliveryLeg } from '@pinjam/api/contract';
import { Heading, StatusPill, Text } from '@pinjam/ui';
import { DateLine, Items, OrderLink, Party, type Messages } from './LegParts';
import { ACTIONS, type useLegActions } from './useLegActions';
import * as styles from './AdminDeliveriesPage.css';

/** The board on a phone: one card a trip, its actions at the foot. */
export function LegCards({
  legs,
  loaded,
  empty,
  today,
  actions,
  labels,
  t,
}: {
  legs: DeliveryLeg[];
  loaded: boolean;
  empty: ReactNode;
  today: string;
  actions: ReturnType<typeof useLegActions>;
  labels: {
    kind: (leg: DeliveryLeg) => string;
    meet: (leg: DeliveryLeg) => string;
    other: (leg: DeliveryLeg) => string;
  };
  t: Messages;
}) {
  const { buttons, refusal } = actions;
  return (
    <ul className={styles.narrow} aria-label={t.tableCaption}>
      {!loaded && (
        <li>
          <Text tone="muted">{t.loading}</Text>
        </li>
      )}
      {loaded && legs.length === 0 && <li>{empty}</li>}
      {legs.map((leg) => (
        <li key={leg.id} className={styles.card} aria-labelledby={`leg-card-${leg.id}`}>
          <div className={styles.cardHead}>
            <Heading level={2} size={4} id={`leg-card-${leg.id}`}>
              {labels.kind(leg)} · {t.orderLink({ id: String(leg.order_id) })}
            </Heading>
            <StatusPill kind="delivery" status={leg.status} />
          </div>
          <DateLine leg={leg} today={today} t={t} />
          <Party label={labels.meet(leg)} party={leg.customer} t={t} />
          <Party label={labels.other(leg)} party={leg.owner} t={t} />
          <Items leg={leg} />
          <OrderLink leg={leg} t={t} />
          {ACTIONS[leg.status].length > 0 && (
            <div className={styles.cardActions}>{buttons(leg, `leg-card-${leg.id}`)}</div>
          )}
          {refusal(leg, styles.cardError)}
        </li>
      ))}
    </ul>
  );
}
