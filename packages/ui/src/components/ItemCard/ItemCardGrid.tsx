import { Children, forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import * as styles from './ItemCard.css';

export type ItemCardGridProps = HTMLAttributes<HTMLUListElement>;

/**
 * Item cards in a wrapping row (the seed's 'four item cards in a wrapping row', search results): a
 * list, so screen readers say how many there are. Columns are at least 220px, 160px on phones.
 */
export const ItemCardGrid = forwardRef<HTMLUListElement, ItemCardGridProps>(function ItemCardGrid(
  { className, children, ...rest },
  ref,
) {
  return (
    <ul ref={ref} role="list" className={clsx(styles.grid, className)} {...rest}>
      {Children.map(children, (child) => child && <li className={styles.gridItem}>{child}</li>)}
    </ul>
  );
});
ItemCardGrid.displayName = 'ItemCardGrid';
