import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef } from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';
import * as styles from './ItemCard.css';

const messages = i18n('ItemCardSkeleton', { loading: 'Loading item' });

export interface ItemCardSkeletonProps {
  /** Read by screen readers in place of the card; 'Loading item' unless told. */
  label?: string;
  className?: string;
}

/** An ItemCard's shape while the listing loads. */
export const ItemCardSkeleton = forwardRef<HTMLElement, ItemCardSkeletonProps>(function ItemCardSkeleton(
  { label, className },
  ref,
) {
  const t = useMessages(messages);
  return (
    <Card
      ref={ref}
      padding="sm"
      className={clsx(styles.card, className)}
      aria-busy="true"
      data-state="loading"
      mediaAspectRatio="4 / 3"
      media={<Skeleton shape="rect" height="100%" style={{ borderRadius: 0 }} />}
    >
      <div className={styles.skeletonBody}>
        <VisuallyHidden>{label ?? t.loading}</VisuallyHidden>
        <Skeleton width="90%" />
        <Skeleton width="55%" />
        <Skeleton width="40%" style={{ fontSize: '1.4em' }} />
      </div>
    </Card>
  );
});
ItemCardSkeleton.displayName = 'ItemCardSkeleton';
