import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef } from 'react';
import clsx from 'clsx';
import { useDomain } from '../../domain';
import { i18n, useMessages } from '../../i18n';
import { VerifiedBadge } from '../Badge';
import { Card } from '../Card';
import { RatingStars } from '../RatingStars';
import * as styles from './ItemCard.css';

const messages = i18n('ItemCard', {
  perDay: '/ day',
  perDaySpoken: 'per day',
  toBuy: 'to buy',
  noPhoto: 'No photo yet',
  location: 'Location',
});

export interface ItemCardProps {
  /** The listing's title: the card's link text and the picture's alt text. */
  title: string;
  /** Where the card leads, e.g. `/view-item/3`; rendered through the app's LinkProvider. */
  href: string;
  /** The cover picture's address; a placeholder shows when there is none. */
  image?: string | null;
  /** Rent per day, in integer cents; null or absent when not for rent. */
  rentPerDay?: number | null;
  /** Sale price, in integer cents; null or absent when not for sale. */
  salePrice?: number | null;
  district?: string;
  /** The item's reviews; null or a count of 0 when none yet. */
  rating?: { average: number; count: number } | null;
  /** The owner's identity was verified. */
  ownerVerified?: boolean;
  /** Where the title sits in the page outline. */
  headingLevel?: 2 | 3 | 4;
  as?: 'article' | 'div';
  className?: string;
  /**
   * The picture is among the first a visitor sees (the first row of results): it loads at once,
   * ahead of the others, rather than when it nears the screen (the page's LCP is often one).
   */
  priority?: boolean;
}

function PinGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.pin}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
      focusable={false}
    >
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function PictureGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.placeholderGlyph}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden
      focusable={false}
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  );
}

/**
 * A listing in search results and on the home page: cover picture, title, prices, district, rating
 * and the owner's verified badge. The whole card is one link, named by the title.
 */
export const ItemCard = forwardRef<HTMLElement, ItemCardProps>(function ItemCard(
  {
    title,
    href,
    image,
    rentPerDay,
    salePrice,
    district,
    rating,
    ownerVerified = false,
    headingLevel = 3,
    as = 'article',
    className,
    priority = false,
  },
  ref,
) {
  const t = useMessages(messages);
  const { formatMoney } = useDomain();
  const forRent = rentPerDay !== null && rentPerDay !== undefined;
  const forSale = salePrice !== null && salePrice !== undefined;
  return (
    <Card
      ref={ref}
      as={as}
      href={href}
      title={title}
      titleLines={2}
      titleSize="sm"
      headingLevel={headingLevel}
      padding="sm"
      className={clsx(styles.card, className)}
      data-state="ready"
      data-offer={forRent && forSale ? 'rent-and-sale' : forRent ? 'rent' : forSale ? 'sale' : 'none'}
      // The prices sit in the footer, at the bottom: cards in a row line them up.
      footer={
        (forRent || forSale) && (
          <div className={styles.prices}>
            {forRent && (
              <p className={styles.price} data-price="rent">
                <span className={styles.amount}>{formatMoney(rentPerDay)}</span>{' '}
                <span aria-hidden>{t.perDay}</span>
                <VisuallyHidden>{t.perDaySpoken}</VisuallyHidden>
              </p>
            )}
            {forSale && (
              <p className={styles.price} data-price="sale">
                <span className={styles.amount}>{formatMoney(salePrice)}</span> {t.toBuy}
              </p>
            )}
          </div>
        )
      }
      mediaAspectRatio="4 / 3"
      media={
        <>
          {image ? (
            <img
              className={styles.image}
              src={image}
              alt={title}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          ) : (
            <div className={styles.placeholder}>
              <PictureGlyph />
              {t.noPhoto}
            </div>
          )}
          {ownerVerified && <VerifiedBadge size="sm" className={styles.verified} />}
        </>
      }
    >
      <div className={styles.meta}>
        {district && (
          <span className={styles.district}>
            <PinGlyph />
            <VisuallyHidden>{t.location}: </VisuallyHidden>
            {district}
          </span>
        )}
        <RatingStars value={rating?.average ?? null} count={rating?.count ?? 0} compact size="sm" />
      </div>
    </Card>
  );
});
ItemCard.displayName = 'ItemCard';
