import type { ItemAvailability } from '@pinjam/api/contract';
import type { ApiError } from '@pinjam/api';
import { AvailabilityCalendar, Button, Callout, Heading, Skeleton, Spinner, useMessages } from '@pinjam/ui';
import { viewItemMessages } from './messages';
import * as styles from './ViewItemPage.css';

export type BookedDay = ItemAvailability['booked'][number];

/** The days with no free unit: what the calendar crosses out and the date picker refuses. */
export const fullDays = (booked: readonly BookedDay[]) =>
  booked.filter((d) => d.free <= 0).map((d) => d.date);

/**
 * Units a purchase may take: a sale is for good, so only units free on every booked day from
 * today on (pending requests' holds count), as the server decides at checkout (decision 0026).
 */
export const unitsToSell = (units: number, booked: readonly BookedDay[]) =>
  Math.max(
    0,
    booked.reduce((least, d) => Math.min(least, d.free), units),
  );

/**
 * The item's calendar of booked days (GET /api/items/get-item-availability/:id). While they load,
 * a placeholder in the calendar's place; when they fail, the calendar without them under a note
 * with a retry (the checkout checks the days again in any case).
 */
export function AvailabilitySection({
  booked,
  loading,
  error,
  onRetry,
}: {
  booked: readonly BookedDay[];
  loading: boolean;
  error: ApiError | undefined;
  onRetry: () => void;
}) {
  const t = useMessages(viewItemMessages);
  return (
    <section className={styles.section} aria-labelledby="item-availability" aria-busy={loading}>
      <Heading level={2} size={3} id="item-availability">
        {t.availability}
      </Heading>
      <p className={styles.description}>{t.availabilityIntro}</p>
      {error && (
        <Callout
          tone="warning"
          action={
            <Button tone="neutral" size="sm" onClick={onRetry}>
              {t.availabilityRetry}
            </Button>
          }
        >
          {t.availabilityFailed}
        </Callout>
      )}
      {loading ? (
        <>
          <Spinner label={t.availabilityLoading} size="sm" />
          <Skeleton shape="rect" height={320} />
        </>
      ) : (
        <AvailabilityCalendar unavailableDates={fullDays(booked)} />
      )}
    </section>
  );
}
