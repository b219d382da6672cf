import { useState, type ReactNode } from 'react';
import { ApiError, useAdminHomeImages, useDeleteAdvert, useDeleteBanner } from '@pinjam/api';
import { ConfirmDialog, Heading, useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage, type AdminNotice } from '../../../features/admin';
import { Loaded } from '../../../shared/PageStates';
import type { PictureCardProps } from './advertForm';
import { AdvertCard } from './AdvertCard';
import { AdvertsPreview } from './AdvertsPreview';
import { BannerCard } from './BannerCard';
import { adminAdvertsMessages } from './messages';
import { UploadField } from './UploadField';
import * as styles from './AdminAdvertsPage.css';

type Kind = 'banner' | 'advert';

/** The banners or the adverts: the upload, then each picture's card (or why there is none yet). */
function PicturesSection<P extends { id: number }>({
  kind,
  title,
  empty,
  pictures,
  card,
  onNotice,
  onDelete,
}: {
  kind: Kind;
  title: string;
  empty: string;
  pictures: P[];
  card: (picture: P, props: PictureCardProps) => ReactNode;
  onNotice: (notice: AdminNotice) => void;
  onDelete: (deleting: { kind: Kind; id: number }) => void;
}) {
  const id = `${kind}s-title`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={2} size={4} id={id}>
        {title}
      </Heading>
      <UploadField kind={kind} onDone={onNotice} />
      {pictures.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={id}>
          {pictures.map((picture, i) =>
            card(picture, { n: i + 1, onNotice, onDelete: () => onDelete({ kind, id: picture.id }) }),
          )}
        </ul>
      )}
    </section>
  );
}

/**
 * /admin/adverts: the home page's banners and adverts. A preview as the home page shows them, the
 * uploads (several at once, with progress), and per picture its switch, its slot and link
 * (adverts), and Delete behind a confirmation. Errors show beside the fields.
 */
export default function AdminAdvertsPage() {
  const t = useMessages(adminAdvertsMessages);
  const { isAdmin } = useAuth();
  const images = useAdminHomeImages(isAdmin);
  const deleteBanner = useDeleteBanner();
  const deleteAdvert = useDeleteAdvert();
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const [deleting, setDeleting] = useState<{ kind: Kind; id: number } | null>(null);

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      const remove = deleting.kind === 'banner' ? deleteBanner : deleteAdvert;
      await remove.trigger({ params: { id: deleting.id } });
      setNotice({ tone: 'positive', text: t.deleted });
    } catch (error) {
      setNotice({ tone: 'critical', text: error instanceof ApiError ? error.message : t.actionFailed });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminPage title={t.title} intro={t.intro} notice={notice} busy={!images.data}>
      <div className={styles.section}>
        <Loaded query={images} errorTitle={t.loadError} loadingLabel={t.loading}>
          {(data) => (
            <>
              <AdvertsPreview banners={data.bannerImages} adverts={data.advertImages} t={t} />
              <PicturesSection
                kind="banner"
                title={t.bannersTitle}
                empty={t.noBannersYet}
                pictures={data.bannerImages}
                onNotice={setNotice}
                card={(banner, props) => <BannerCard key={banner.id} banner={banner} {...props} />}
                onDelete={setDeleting}
              />
              <PicturesSection
                kind="advert"
                title={t.advertsTitle}
                empty={t.noAdvertsYet}
                pictures={data.advertImages}
                onNotice={setNotice}
                card={(advert, props) => <AdvertCard key={advert.id} advert={advert} {...props} />}
                onDelete={setDeleting}
              />
            </>
          )}
        </Loaded>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle({ kind: deleting?.kind === 'advert' ? t.advert : t.banner })}
        description={t.deleteText}
        confirmLabel={t.delete}
        onConfirm={() => void onConfirmDelete()}
        busy={deleteBanner.isMutating || deleteAdvert.isMutating}
        tone="critical"
      />
    </AdminPage>
  );
}
