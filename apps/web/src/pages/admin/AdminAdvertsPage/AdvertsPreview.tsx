import type { AdvertImage, BannerImage } from '@pinjam/api/contract';
import { AdvertSlots, BannerCarousel, Heading } from '@pinjam/ui';
import type { Messages } from './advertForm';
import * as styles from './AdminAdvertsPage.css';

/** The banners and adverts as the home page shows them now: only those switched on. */
export function AdvertsPreview({
  banners,
  adverts,
  t,
}: {
  banners: BannerImage[];
  adverts: AdvertImage[];
  t: Messages;
}) {
  const shownBanners = banners.filter((b) => b.active);
  return (
    <section className={styles.section} aria-labelledby="adverts-preview">
      <Heading level={2} size={4} id="adverts-preview">
        {t.previewTitle}
      </Heading>
      <p className={styles.muted}>{t.previewText}</p>
      <div className={styles.preview}>
        {shownBanners.length > 0 ? (
          <BannerCarousel images={shownBanners} />
        ) : (
          <p className={styles.muted}>{t.noBanners}</p>
        )}
        <AdvertSlots adverts={adverts.filter((a) => a.active)} />
      </div>
    </section>
  );
}
