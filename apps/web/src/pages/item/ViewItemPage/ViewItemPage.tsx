import { formatDate } from '@pinjam/api/domain';
import { useParams } from 'react-router-dom';
import { useItem, useItemAvailability, useUserItem } from '@pinjam/api';
import { itemConditionNames, type Item } from '@pinjam/api/contract';
import {
  Badge,
  Callout,
  Heading,
  ImageGallery,
  Link,
  OwnerCard,
  RatingStars,
  PriceBlock,
  Skeleton,
  Spinner,
  useMessages,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { usePageTitle } from '../../../app/pageTitle';
import { pathTo } from '../../../routes/paths';
import { MessageButton } from '../../../features/messaging/MessageButton';
import { Reviews } from '../../../features/reviews/Reviews';
import { AddToCart } from './AddToCart';
import { AvailabilitySection, type BookedDay } from './Availability';
import { ShareItem } from './ShareItem';
import { idParam, LoadFailed, NothingHere } from '../../../shared/PageStates';
import { HydrateWhenSeen } from '../../../app/hydration';
import { viewItemMessages } from './messages';
import * as styles from './ViewItemPage.css';

/**
 * An item's page (seed: view-item, public): photos, prices, availability, owner, add to cart.
 * The public answer has only active items; when it says 404 to a signed-in member, the item may
 * be their own disabled listing: the owner's endpoint answers, and they see a preview of it.
 */
export default function ViewItemPage() {
  const t = useMessages(viewItemMessages);
  const id = idParam(useParams().id);
  const { isSignedIn, restoring } = useAuth();
  const { data, error, isLoading, isValidating, mutate } = useItem(id);
  const hidden = id !== null && error?.status === 404;
  const own = useUserItem(hidden && isSignedIn ? id : null);
  const item = data?.item ?? own.data?.item;
  // A stored session is still being read: whose listing this is cannot be told yet.
  const missing = id === null || (hidden && !restoring && (!isSignedIn || own.error?.status === 404));
  usePageTitle(item?.title ?? (missing ? t.notFoundTitle : null));

  if (missing) return <NothingHere title={t.notFoundTitle} text={t.notFoundText} />;
  const failed = hidden ? own.error : error;
  if (failed)
    return (
      <LoadFailed
        title={t.errorTitle}
        error={failed}
        onRetry={() => void (hidden ? own.mutate() : mutate())}
        retrying={hidden ? own.isValidating : isValidating}
      />
    );
  if (isLoading || !item) return <ItemSkeleton />;
  return <ItemView item={item} ownPreview={hidden && item.status === 'disabled'} />;
}

function ItemSkeleton() {
  const t = useMessages(viewItemMessages);
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.gallery}>
        <Skeleton shape="rect" height="auto" style={{ aspectRatio: '4 / 3' }} />
      </div>
      <div className={styles.skeletonSide}>
        <Spinner label={t.loading} size="sm" />
        <Skeleton width="80%" style={{ height: 36 }} />
        <Skeleton width="40%" />
        <Skeleton shape="rect" height={220} />
        <Skeleton shape="rect" height={120} />
      </div>
    </div>
  );
}

/** What the owner of a listing nobody else can see is told: why, and where to enable it. */
function OwnPreviewNote() {
  const t = useMessages(viewItemMessages);
  return (
    <Callout
      tone="warning"
      className={styles.note}
      action={<Link href={pathTo('view-items')}>{t.enableIn}</Link>}
    >
      {t.onlyYou}
    </Callout>
  );
}

const NO_BOOKED_DAYS: readonly BookedDay[] = [];

function ItemView({ item, ownPreview = false }: { item: Item; ownPreview?: boolean }) {
  const t = useMessages(viewItemMessages);
  // Public, for active items: the owner's preview of a disabled listing has no booked days to show.
  const availability = useItemAvailability(item.for_rent && !ownPreview ? item.id : null);
  const booked = availability.data?.availability.booked ?? NO_BOOKED_DAYS;
  const searchCategory = `${pathTo('search')}?${new URLSearchParams({ category: item.category })}`;
  const images = item.images.map((image, index) => ({
    src: image.gallery,
    thumbnailSrc: image.card,
    zoomSrc: image.zoom,
    alt: t.photo({ title: item.title, index: index + 1 }),
  }));
  return (
    <article
      className={ownPreview ? `${styles.page} ${styles.withNote}` : styles.page}
      aria-labelledby="item-title"
    >
      {ownPreview && <OwnPreviewNote />}
      <div className={styles.gallery}>
        <ImageGallery images={images} label={t.photos({ title: item.title })} />
      </div>

      <div className={styles.side}>
        <header className={styles.header}>
          <div className={styles.badges}>
            {item.for_rent && <Badge tone="brand">{t.forRent}</Badge>}
            {item.for_sale && <Badge tone="neutral">{t.forSale}</Badge>}
          </div>
          <Heading level={1} size={2} id="item-title">
            {item.title}
          </Heading>
          <Link href={searchCategory} tone="muted">
            {item.category_name}
          </Link>
          <RatingStars value={item.rating.average} count={item.rating.count} size="sm" />
          {/* A listing only its owner can see has no link worth sending. */}
          {!ownPreview && <ShareItem id={item.id} title={item.title} />}
        </header>
        <section aria-label={t.prices}>
          <PriceBlock
            rent={
              item.for_rent && item.price_per_day !== null
                ? {
                    perDay: item.price_per_day,
                    perWeek: item.price_per_week,
                    deposit: item.deposit,
                    minDays: item.min_days,
                    maxDays: item.max_days,
                  }
                : null
            }
            sale={
              item.for_sale && item.sale_price !== null
                ? { price: item.sale_price, stock: item.starting_inventory }
                : null
            }
            units={item.starting_inventory}
          />
        </section>
        <AddToCart item={item} booked={booked} bounds={availability.data?.availability} />
        <HydrateWhenSeen>
          <OwnerCard
            name={item.owner.name}
            avatarUrl={item.owner.avatar?.path}
            href={pathTo('profile', { id: item.owner.id })}
            verified={item.owner.verified}
            rating={item.owner.rating}
            district={item.owner.district}
            action={
              <MessageButton
                userId={item.owner.id}
                name={item.owner.name}
                itemId={item.id}
                className={styles.ownerAction}
              />
            }
          />
        </HydrateWhenSeen>
      </div>

      {/* Below the photos and the panel: hydrated when seen, in tasks of their own (decision 0013). */}
      <HydrateWhenSeen className={styles.details}>
        <section className={styles.section} aria-labelledby="item-description">
          <Heading level={2} size={3} id="item-description">
            {t.description}
          </Heading>
          <p className={styles.description}>{item.description.trim() || t.noDescription}</p>
        </section>
        <section className={styles.section} aria-labelledby="item-details">
          <Heading level={2} size={3} id="item-details">
            {t.details}
          </Heading>
          <dl className={styles.facts}>
            <dt className={styles.factTerm}>{t.category}</dt>
            <dd className={styles.factValue}>
              <Link href={searchCategory}>{item.category_name}</Link>
            </dd>
            <dt className={styles.factTerm}>{t.condition}</dt>
            <dd className={styles.factValue}>{itemConditionNames[item.condition]}</dd>
            <dt className={styles.factTerm}>{t.district}</dt>
            <dd className={styles.factValue}>{item.district}</dd>
            <dt className={styles.factTerm}>{t.listed}</dt>
            <dd className={styles.factValue}>{formatDate(item.created_at)}</dd>
          </dl>
        </section>
        {item.for_rent && (
          <AvailabilitySection
            booked={booked}
            loading={availability.isLoading}
            error={availability.error}
            onRetry={() => void availability.mutate()}
          />
        )}
        {!ownPreview && <Reviews of={{ item: item.id }} headingId="item-reviews" />}
      </HydrateWhenSeen>
    </article>
  );
}
