import { useSearchParams } from 'react-router-dom';
import { useMyRatings, type GivenRating, type RatingToGive } from '@pinjam/api';
import { formatDate } from '@pinjam/api/domain';
import {
  Button,
  Callout,
  EmptyState,
  ErrorState,
  Heading,
  RatingStars,
  Spinner,
  Tabs,
  Text,
  useMessages,
} from '@pinjam/ui';
import { usePageTitle } from '../../../app/pageTitle';
import { ratingsMessages } from '../messages';
import { RatingForm } from './RatingForm';
import * as styles from './RatingsPage.css';

const tabs = ['to-give', 'given', 'received'] as const;
type Tab = (typeof tabs)[number];

/**
 * my-ratings: three tabs kept in the URL (`?tab=`): completed orders To give a rating (Rate opens
 * the form, as `?order={id}` from the reminder email does), the ratings Given (hidden ones say
 * until when), and those Received (published only) with the average.
 */
export default function RatingsPage() {
  const t = useMessages(ratingsMessages);
  usePageTitle(t.title);
  const [search, setSearch] = useSearchParams();
  const { data, error, isLoading, isValidating, mutate } = useMyRatings();
  const orderId = Number(search.get('order')) || null;
  const tab: Tab = orderId
    ? 'to-give'
    : (tabs as readonly string[]).includes(search.get('tab') ?? '')
      ? (search.get('tab') as Tab)
      : 'to-give';
  const go = (next: { tab?: Tab; order?: number | null }) => {
    const params = new URLSearchParams(search);
    if (next.tab) params.set('tab', next.tab);
    if (next.order) params.set('order', String(next.order));
    else params.delete('order');
    setSearch(params, { replace: next.order === undefined });
  };
  const ratings = data?.ratings;
  const open = ratings && orderId ? ratings.to_give.find((o) => o.order_id === orderId) : undefined;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{t.title}</Heading>
        <Text tone="muted">{t.intro}</Text>
      </header>
      {error && !ratings ? (
        <ErrorState
          layout="inline"
          title={t.loadError}
          text={error.message}
          onRetry={() => void mutate()}
          retryLabel={t.retry}
          retrying={isValidating}
        />
      ) : isLoading || !ratings ? (
        <Spinner label={t.loading} size="sm" />
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => go({ tab: value as Tab, order: null })}>
          <Tabs.List aria-label={t.tabsLabel}>
            <Tabs.Trigger value="to-give">
              {t.toGive} ({ratings.to_give.length})
            </Tabs.Trigger>
            <Tabs.Trigger value="given">{t.given}</Tabs.Trigger>
            <Tabs.Trigger value="received">{t.received}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="to-give" className={styles.panel}>
            {orderId && !open && (
              <Callout tone="info" announce="status">
                {t.orderGone}
              </Callout>
            )}
            {open && (
              <RatingForm
                key={open.order_id}
                order={open}
                onDone={() => go({ tab: 'given', order: null })}
                onCancel={() => go({ order: null })}
              />
            )}
            <ToGive list={ratings.to_give} onRate={(id) => go({ tab: 'to-give', order: id })} />
          </Tabs.Content>
          <Tabs.Content value="given" className={styles.panel}>
            <Given list={ratings.given} />
          </Tabs.Content>
          <Tabs.Content value="received" className={styles.panel}>
            <Received list={ratings.received} summary={ratings.summary} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}

function ToGive({ list, onRate }: { list: RatingToGive[]; onRate(orderId: number): void }) {
  const t = useMessages(ratingsMessages);
  if (!list.length) return <EmptyState title={t.noneToGiveTitle} text={t.noneToGiveText} />;
  return (
    <ul className={styles.list} aria-label={t.toGive}>
      {list.map((o) => (
        <li key={o.order_id} className={styles.row}>
          <div className={styles.rowHead}>
            <Heading level={2} size={4}>
              {o.role === 'buyer' ? t.boughtFrom({ name: o.other.name }) : t.soldTo({ name: o.other.name })}
            </Heading>
            <Button
              size="sm"
              onClick={() => onRate(o.order_id)}
              aria-label={t.rateLabel({ id: o.order_id, name: o.other.name })}
            >
              {t.rate}
            </Button>
          </div>
          <p className={styles.words}>{o.items.map((i) => i.title).join(', ')}</p>
          <p className={styles.muted}>
            {t.completedOn({ date: formatDate(o.completed_at) })} ·{' '}
            {t.rateBy({ date: formatDate(o.rate_by) })}
          </p>
          {o.other_rated && <p className={styles.muted}>{t.otherRated({ name: o.other.name })}</p>}
        </li>
      ))}
    </ul>
  );
}

function Given({ list }: { list: GivenRating[] }) {
  const t = useMessages(ratingsMessages);
  if (!list.length) return <EmptyState title={t.noneGivenTitle} text={t.noneGivenText} />;
  return (
    <ul className={styles.list} aria-label={t.given}>
      {list.map((r) => (
        <li key={r.id} className={styles.row} data-state={r.published_at ? 'published' : 'hidden'}>
          <div className={styles.rowHead}>
            <Heading level={2} size={4}>
              {r.item ? t.youRatedItem({ title: r.item.title }) : t.youRated({ name: r.ratee.name })}
            </Heading>
            <RatingStars value={r.rating} size="sm" />
          </div>
          {r.content && <p className={styles.words}>{r.content}</p>}
          <p className={styles.muted}>
            {r.published_at
              ? t.publishedOn({ date: formatDate(r.published_at) })
              : t.hiddenUntil({ name: r.ratee.name, date: formatDate(r.publishes_at) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Received({ list, summary }: { list: GivenRating[]; summary: { average: number; count: number } }) {
  const t = useMessages(ratingsMessages);
  if (!list.length) return <EmptyState title={t.noneReceivedTitle} text={t.noneReceivedText} />;
  return (
    <>
      <div className={styles.rowHead}>
        <Text weight="medium">{t.yourAverage}</Text>
        <RatingStars value={summary.average} count={summary.count} />
      </div>
      <ul className={styles.list} aria-label={t.received}>
        {list.map((r) => (
          <li key={r.id} className={styles.row}>
            <div className={styles.rowHead}>
              <Heading level={2} size={4}>
                {t.fromName({ name: r.rater.name })}{' '}
                <span className={styles.muted}>{r.rater_role === 'buyer' ? t.asBuyer : t.asSeller}</span>
              </Heading>
              <RatingStars value={r.rating} size="sm" />
            </div>
            {r.content && <p className={styles.words}>{r.content}</p>}
            <p className={styles.muted}>{formatDate(r.published_at ?? r.created_at)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
