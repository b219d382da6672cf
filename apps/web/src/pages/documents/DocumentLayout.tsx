import { useOrder } from '@pinjam/api';
import type { OrderDetail, Party } from '@pinjam/api/contract';
import { formatDate } from '@pinjam/api/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LinkBase, Link, Skeleton, Spinner, useMessages } from '@pinjam/ui';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/pageTitle';
import { idParam } from '../../shared/PageStates';
import { PlatformDetails } from './DocumentParts';
import { documentMessages } from './messages';
import * as styles from './DocumentLayout.css';
import './print.css';

/** The words a document kind brings (invoiceMessages and creditNoteMessages both have them). */
interface DocumentTexts {
  title: string;
  loading: string;
  back: string;
  notFoundTitle: string;
  notFoundText: string;
  wrongSideTitle: string;
  wrongSideText: string;
  wrongSideLink: string;
  pageTitle: (values: { number: string }) => string;
}

export interface DocumentParty {
  label: string;
  party: Party;
  /** More lines under the name (a delivery address). */
  extra?: ReactNode;
}

export interface OrderDocumentProps {
  /** Whose document it is: the buyer's invoice, the seller's credit note. */
  side: 'buyer' | 'seller';
  texts: DocumentTexts;
  number: (order: OrderDetail) => string;
  /** Where the toolbar's back link goes; where the not-found state sends one. */
  backHref: (order: OrderDetail) => string;
  list: { href: string; label: string };
  /** The other side's document of the same order (for the wrong side). */
  otherHref: (id: number) => string;
  parties: (order: OrderDetail) => [DocumentParty, DocumentParty];
  /** The lines, totals and notes. */
  children: (order: OrderDetail) => ReactNode;
}

/**
 * A printable document of one order (decision: print CSS, not a layout of its own): a toolbar
 * (back, Print) above a sheet with the platform's details, the number, the date, both parties and
 * what `children` draws. Printed, the sheet alone fills A4 (DocumentLayout.css.ts, print.css).
 * A stranger gets the server's 404 as not found; the order's other party is sent to their own
 * document; an admin may read both.
 */
export function OrderDocument(props: OrderDocumentProps) {
  const { side, texts } = props;
  const d = useMessages(documentMessages);
  const id = idParam(useParams().id);
  const auth = useAuth();
  const { data, error, isLoading, isValidating, mutate } = useOrder(id);
  const order = data?.order;
  const mine = order && (order[side].id === auth.user?.id || auth.isAdmin);
  usePageTitle(
    id === null || error?.status === 404
      ? texts.notFoundTitle
      : order && mine
        ? texts.pageTitle({ number: props.number(order) })
        : order
          ? texts.wrongSideTitle
          : null,
  );

  if (id === null || error?.status === 404)
    return <Notice title={texts.notFoundTitle} text={texts.notFoundText} link={props.list} />;
  if (error)
    return (
      <ErrorState
        title={d.loadFailed}
        text={error.message}
        onRetry={() => void mutate()}
        retryLabel={d.retry}
        retrying={isValidating}
      />
    );
  if (isLoading || !order) return <DocumentSkeleton label={texts.loading} />;
  if (!mine)
    return (
      <Notice
        title={texts.wrongSideTitle}
        text={texts.wrongSideText}
        link={{ href: props.otherHref(order.id), label: texts.wrongSideLink }}
      />
    );
  return <DocumentSheet {...props} order={order} />;
}

/** No document to show here: why, and where to go instead. */
function Notice({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { href: string; label: string };
}) {
  return (
    <EmptyState
      title={title}
      text={text}
      headingLevel={1}
      action={
        <Button asChild>
          <LinkBase href={link.href}>{link.label}</LinkBase>
        </Button>
      }
    />
  );
}

function DocumentSheet({
  order,
  texts,
  number,
  backHref,
  parties,
  children,
}: OrderDocumentProps & { order: OrderDetail }) {
  const d = useMessages(documentMessages);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Link href={backHref(order)}>{texts.back}</Link>
        <Button tone="neutral" onClick={() => window.print()}>
          {d.print}
        </Button>
      </div>
      <article className={styles.sheet} aria-labelledby="document-title">
        <header className={styles.head}>
          <PlatformDetails />
          <div className={styles.title}>
            <h1 id="document-title" className={styles.titleText}>
              {texts.title}
            </h1>
            <dl className={styles.facts}>
              <dt className={styles.term}>{d.number}</dt>
              <dd className={styles.value}>{number(order)}</dd>
              <dt className={styles.term}>{d.date}</dt>
              <dd className={styles.value}>
                <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
              </dd>
              <dt className={styles.term}>{d.order}</dt>
              <dd className={styles.value}>{d.orderNumber({ id: order.id })}</dd>
            </dl>
          </div>
        </header>
        <div className={styles.parties}>
          {parties(order).map(({ label, party, extra }) => (
            <section key={label} className={styles.party} aria-label={label}>
              <p className={styles.partyLabel}>{label}</p>
              <p className={styles.partyName}>{party.name}</p>
              {extra}
            </section>
          ))}
        </div>
        {children(order)}
      </article>
    </div>
  );
}

function DocumentSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={`${styles.sheet} ${styles.skeleton}`}>
        <Spinner label={label} size="sm" />
        <Skeleton width="40%" style={{ height: 32 }} />
        <Skeleton shape="rect" height={80} />
        <Skeleton shape="rect" height={160} />
        <Skeleton width="30%" />
      </div>
    </div>
  );
}
