// What both request pages share: a request as a row (picture, item, status, dates, money), the
// list's states (loading, failed, empty) and the answers the server gave while the page is open.
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError, RentalRequest } from '@pinjam/api';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import { Callout, ErrorState, RecordRow, StatusPill, useMessages } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { requestMessages } from './messages';
import * as styles from './RequestRow.css';

/** A request as a row; the page says who is on the other side, what happens next and the actions. */
export function RequestRow({
  request,
  subtitle,
  note,
  actions,
}: {
  request: RentalRequest;
  subtitle: string;
  note: ReactNode;
  actions?: ReactNode;
}) {
  const t = useMessages(requestMessages);
  const amountLabel =
    request.status === 'pending' ? t.held : request.status === 'accepted' ? t.charged : t.released;
  // The deposit is a hold of its own (released when the rental ends), shown beside the rental's.
  const depositLabel =
    request.status === 'pending'
      ? t.depositHeld
      : request.status === 'accepted'
        ? t.depositHeldToEnd
        : t.depositReleased;
  const deposit = request.deposit > 0 ? [{ label: depositLabel, value: formatMoney(request.deposit) }] : [];
  return (
    <RecordRow
      media={request.item.cover ? <img src={request.item.cover.card} alt="" /> : undefined}
      title={request.item.title}
      href={pathTo('view-item', { id: request.item.id })}
      subtitle={subtitle}
      status={<StatusPill kind="request" status={request.status} />}
      facts={[
        {
          label: t.dates,
          value: t.range({ start: formatDate(request.start_date), end: formatDate(request.end_date) }),
        },
        { label: t.days, value: t.dayCount(request.days) },
        { label: t.fulfilment, value: t[request.fulfilment] },
        ...deposit,
      ]}
      amount={{ label: amountLabel, value: formatMoney(request.total) }}
      note={
        <>
          <p>{note}</p>
          {request.order_id !== null && (
            <p>
              <RouterLink className={styles.link} to={pathTo('my-order-detail', { id: request.order_id })}>
                {t.viewOrder({ id: request.order_id })}
              </RouterLink>
            </p>
          )}
        </>
      }
      actions={actions}
      headingLevel={2}
    />
  );
}

/** A notice after an answer: done (with the order it made), or refused (a conflict, a failure). */
export interface AnswerNotice {
  tone: 'positive' | 'critical';
  text: string;
  orderId?: number;
}

/**
 * The answers given on this page: each answered request replaces its row at once (the lists are
 * revalidated too), and the last answer's notice is shown above the list.
 */
export function useAnswers() {
  const [answered, setAnswered] = useState<Record<number, RentalRequest>>({});
  const [notice, setNotice] = useState<AnswerNotice | null>(null);
  const record = useCallback((request: RentalRequest, text: string, orderId?: number) => {
    setAnswered((all) => ({ ...all, [request.id]: request }));
    setNotice({ tone: 'positive', text, orderId });
  }, []);
  const refuse = useCallback((text: string) => setNotice({ tone: 'critical', text }), []);
  const latest = useCallback((request: RentalRequest) => answered[request.id] ?? request, [answered]);
  return { latest, notice, record, refuse };
}

/** The notice above the list: announced at once, with a link to the order an acceptance made. */
export function Notice({ notice }: { notice: AnswerNotice | null }) {
  const t = useMessages(requestMessages);
  if (!notice) return null;
  return (
    <Callout
      tone={notice.tone}
      announce={notice.tone === 'critical' ? 'alert' : 'status'}
      action={
        notice.orderId !== undefined ? (
          <RouterLink className={styles.link} to={pathTo('my-order-detail', { id: notice.orderId })}>
            {t.viewOrder({ id: notice.orderId })}
          </RouterLink>
        ) : undefined
      }
    >
      {notice.text}
    </Callout>
  );
}

/** The list's states around its rows. */
export function RequestList({
  label,
  requests,
  error,
  loading,
  onRetry,
  loadError,
  empty,
  children,
}: {
  label: string;
  requests: RentalRequest[] | undefined;
  error: ApiError | undefined;
  loading: boolean;
  onRetry: () => void;
  loadError: string;
  empty: ReactNode;
  children: (request: RentalRequest) => ReactNode;
}) {
  const t = useMessages(requestMessages);
  if (error)
    return <ErrorState title={loadError} text={error.message} onRetry={onRetry} retryLabel={t.retry} />;
  if (requests?.length === 0) return empty;
  return (
    <section aria-label={label} aria-busy={loading || undefined}>
      {loading && <p className={styles.loading}>{t.loading}</p>}
      <ul className={styles.list}>
        {requests?.map((request) => (
          <li key={request.id}>{children(request)}</li>
        ))}
      </ul>
    </section>
  );
}
