import { useEffect, useRef } from 'react';
import { useActivityFeed } from '@pinjam/api';
import { Button, Callout, EmptyState, ErrorState, Heading, Spinner, Text, useMessages } from '@pinjam/ui';
import { usePageTitle } from '../../../app/pageTitle';
import { ActivityList } from '../ActivityList';
import { activityPageMessages } from '../messages';
import { StartActions } from '../StartActions';
import * as styles from './ActivityPage.css';

/**
 * my-activity: the signed-in user's own events, newest first, grouped by day, each a sentence
 * linking to what it is about; older ones a page at a time with Load more.
 */
export default function ActivityPage() {
  const t = useMessages(activityPageMessages);
  usePageTitle(t.title);
  const feed = useActivityFeed();
  const first = feed.entries.length === 0;
  const list = useRef<HTMLElement>(null);
  // Load more moves the keyboard to the first older line once it is there (its button may go).
  const focusFrom = useRef<number | null>(null);
  const count = feed.entries.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('li[data-kind]')[from]?.querySelector('a')?.focus();
  }, [count]);
  const loadMore = () => {
    focusFrom.current = count;
    feed.loadMore();
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{t.title}</Heading>
        <Text tone="muted">{t.intro}</Text>
      </header>
      <section
        ref={list}
        className={styles.feed}
        aria-label={t.listLabel}
        aria-busy={feed.isLoading || undefined}
      >
        {feed.error && first ? (
          <ErrorState
            layout="inline"
            title={t.loadError}
            text={feed.error.message}
            onRetry={feed.retry}
            retryLabel={t.retry}
            retrying={feed.isValidating}
          />
        ) : feed.isLoading ? (
          <Spinner label={t.loading} size="sm" />
        ) : first ? (
          <EmptyState
            title={t.emptyTitle}
            text={t.emptyText}
            action={<StartActions list={t.listAnItem} browse={t.browse} />}
          />
        ) : (
          <>
            <ActivityList entries={feed.entries} />
            {feed.error ? (
              <Callout
                tone="critical"
                announce="alert"
                title={t.moreError}
                action={
                  <Button size="sm" tone="neutral" onClick={feed.retry} loading={feed.isValidating}>
                    {t.retry}
                  </Button>
                }
              >
                {feed.error.message}
              </Callout>
            ) : feed.hasMore ? (
              <div className={styles.more}>
                <Button tone="neutral" onClick={loadMore} loading={feed.loadingMore}>
                  {feed.loadingMore ? t.loadingMore : t.loadMore}
                </Button>
              </div>
            ) : (
              <p className={styles.muted}>{t.end}</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
