// Query states the pages share: nothing to show (with a way to browse), a failed load with a
// retry, and a query's data drawn once it has come.
import type { ReactNode } from 'react';
import type { ApiError } from '@pinjam/api';
import { Button, EmptyState, ErrorState, LinkBase, Spinner, useMessages } from '@pinjam/ui';
import { pathTo } from '../routes/paths';
import { queryStateMessages } from './messages';
import * as styles from './PageStates.css';

/** '/view-item/12' → 12; a parameter that is not a whole number names nothing. */
export const idParam = (param: string | undefined) => (param && /^\d+$/.test(param) ? Number(param) : null);

/** A page with nothing to show: why, and a way on to browse items. */
export function NothingHere({ title, text }: { title: string; text: string }) {
  const t = useMessages(queryStateMessages);
  return (
    <EmptyState
      title={title}
      text={text}
      headingLevel={1}
      action={
        <Button asChild>
          <LinkBase href={pathTo('search')}>{t.browse}</LinkBase>
        </Button>
      }
    />
  );
}

/** A load that failed: what, the server's message, and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: ApiError;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useMessages(queryStateMessages);
  return (
    <div className={styles.page}>
      <ErrorState
        className={styles.gallery}
        title={title}
        text={error.message}
        onRetry={onRetry}
        retryLabel={t.retry}
        retrying={retrying}
      />
    </div>
  );
}

/** What Loaded reads of an SWR query. */
interface Query<T> {
  data?: T;
  error?: ApiError;
  mutate: () => unknown;
  isValidating: boolean;
}

/**
 * A query's data drawn by `children` once it has come; until then a spinner, or its failure with
 * a retry (data already shown stays while a refresh fails).
 */
export function Loaded<T>({
  query,
  errorTitle,
  loadingLabel,
  children,
}: {
  query: Query<T>;
  errorTitle: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error && !query.data)
    return (
      <LoadFailed
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.mutate()}
        retrying={query.isValidating}
      />
    );
  if (!query.data) return <Spinner label={loadingLabel} size="sm" />;
  return <>{children(query.data)}</>;
}
