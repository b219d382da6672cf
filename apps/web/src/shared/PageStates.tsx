// Query states the item, profile and cart pages share: nothing to show (with a way to browse), and a
// failed load with a retry.
import type { ApiError } from '@pinjam/api';
import { Button, EmptyState, ErrorState, LinkBase, useMessages } from '@pinjam/ui';
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
