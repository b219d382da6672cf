// The latest published reviews of a member (profile) or an item (item page): first name, stars,
// words and date, newest first, with Show more for older ones. Blind ratings never reach here.
import { useReviews } from '@pinjam/api';
import { formatDate } from '@pinjam/api/domain';
import { Button, Callout, Heading, RatingStars, Spinner, Text, i18n, params, useMessages } from '@pinjam/ui';
import * as styles from './Reviews.css';

const messages = i18n('Reviews', {
  title: 'Reviews',
  loading: 'Loading the reviews',
  none: 'No reviews yet.',
  loadError: 'The reviews could not be loaded.',
  retry: 'Try again',
  more: 'Show more reviews',
  from: params('{name}, {date}'),
});

export function Reviews({ of, headingId }: { of: { user: number } | { item: number }; headingId: string }) {
  const t = useMessages(messages);
  const reviews = useReviews(of);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        {t.title}
      </Heading>
      {reviews.error && !reviews.reviews.length ? (
        <Callout
          tone="critical"
          title={t.loadError}
          action={
            <Button size="sm" tone="neutral" onClick={reviews.retry}>
              {t.retry}
            </Button>
          }
        >
          {reviews.error.message}
        </Callout>
      ) : reviews.isLoading ? (
        <Spinner label={t.loading} size="sm" />
      ) : reviews.reviews.length === 0 ? (
        <Text tone="muted">{t.none}</Text>
      ) : (
        <>
          <ul className={styles.list} aria-labelledby={headingId}>
            {reviews.reviews.map((r) => (
              <li key={r.id} className={styles.review}>
                <div className={styles.head}>
                  <RatingStars value={r.rating} size="sm" />
                  <Text size="sm" tone="muted">
                    {t.from({ name: r.rater.first_name, date: formatDate(r.published_at) })}
                  </Text>
                </div>
                {r.content && <p className={styles.words}>{r.content}</p>}
              </li>
            ))}
          </ul>
          {reviews.hasMore && (
            <div>
              <Button tone="neutral" size="sm" onClick={reviews.loadMore} loading={reviews.loadingMore}>
                {t.more}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
