import { i18n, params, useMessages } from '../../i18n';
import { LinkBase } from '../Link';
import * as styles from './AdvertSlots.css';

const messages = i18n('AdvertSlots', {
  advert: 'Advert',
  advertFor: params('Advert: {place}'),
});

export interface Advert {
  id: number | string;
  /** The picture from 640 px up, drawn for its slot (decision 0015). */
  path: string;
  /** The phone's picture below 640 px (750×600); null or absent: `path` there too. */
  mobile_path?: string | null;
  /** Where the advert leads; '#' when unset (docs/product.md §3). */
  url?: string | null;
  /** Seed: 1 = left, 2 = top right, 3 = bottom right. */
  position: number;
  /** The words on the picture. */
  alt?: string | null;
}

export interface AdvertSlotsProps {
  adverts: readonly Advert[];
  /**
   * Words for an advert whose picture has no alt text yet (the link needs a name): where it leads,
   * in the app's words. Without it, or when it returns nothing, the link's site or path is used.
   */
  describe?: (advert: Advert) => string | undefined;
  className?: string;
}

/** Where a link leads, as a listener would want it: another site's name, or this site's path. */
function place(url: string | null | undefined): string | undefined {
  if (!url || url === '#') return undefined;
  try {
    const parsed = new URL(url, 'https://pinjam.invalid');
    if (parsed.hostname !== 'pinjam.invalid') return parsed.hostname.replace(/^www\./, '');
    return decodeURIComponent(parsed.pathname + parsed.search);
  } catch {
    return undefined;
  }
}

/**
 * The home page's three advert slots: left (1), top right (2), bottom right (3), each a linked
 * `<picture className={styles.picture}>` (its phone picture below 640 px). On a desktop the grid keeps the pictures'
 * proportions at every width, so `object-fit: cover` never cuts their words; stacked, each slot
 * takes its picture's shape.
 */
export function AdvertSlots({ adverts, describe, className }: AdvertSlotsProps) {
  const t = useMessages(messages);
  const slots = [1, 2, 3]
    .map((position) => adverts.find((advert) => advert.position === position))
    .filter((advert): advert is Advert => Boolean(advert));
  if (slots.length === 0) return null;
  const altOf = (advert: Advert) => {
    if (advert.alt) return advert.alt;
    const where = describe?.(advert) || place(advert.url);
    return where ? t.advertFor({ place: where }) : t.advert;
  };
  return (
    <div className={className ? `${styles.grid} ${className}` : styles.grid}>
      {slots.map((advert) => (
        <LinkBase
          key={advert.id}
          href={advert.url || '#'}
          className={styles.slot}
          data-position={advert.position}
          data-picture={advert.mobile_path ? 'phone' : 'shared'}
        >
          <picture className={styles.picture}>
            {advert.mobile_path && <source media={styles.phonePictureMedia} srcSet={advert.mobile_path} />}
            <img className={styles.image} src={advert.path} alt={altOf(advert)} loading="lazy" />
          </picture>
        </LinkBase>
      ))}
    </div>
  );
}
