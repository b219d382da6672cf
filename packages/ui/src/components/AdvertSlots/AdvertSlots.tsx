import { i18n, params, useMessages } from '../../i18n';
import { LinkBase } from '../Link';
import * as styles from './AdvertSlots.css';

const messages = i18n('AdvertSlots', {
  advert: params('Advertisement {n}'),
});

export interface Advert {
  id: number | string;
  path: string;
  /** Where the advert leads; '#' when unset (seed section 3). */
  url?: string | null;
  /** Seed: 1 = left, 2 = top right, 3 = bottom right. */
  position: number;
  alt?: string | null;
}

export interface AdvertSlotsProps {
  adverts: readonly Advert[];
  className?: string;
}

/** The home page's three advert slots: left (1), top right (2), bottom right (3), each a linked image. */
export function AdvertSlots({ adverts, className }: AdvertSlotsProps) {
  const t = useMessages(messages);
  const slots = [1, 2, 3]
    .map((position) => adverts.find((advert) => advert.position === position))
    .filter((advert): advert is Advert => Boolean(advert));
  if (slots.length === 0) return null;
  return (
    <div className={className ? `${styles.grid} ${className}` : styles.grid}>
      {slots.map((advert) => (
        <LinkBase key={advert.id} href={advert.url || '#'} className={styles.slot} data-position={advert.position}>
          <img className={styles.image} src={advert.path} alt={advert.alt || t.advert({ n: advert.position })} loading="lazy" />
        </LinkBase>
      ))}
    </div>
  );
}
