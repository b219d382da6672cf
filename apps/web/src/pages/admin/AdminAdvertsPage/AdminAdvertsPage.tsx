import { useEffect, useState } from 'react';
import {
  ApiError,
  useAdminHomeImages,
  useDeleteAdvert,
  useDeleteBanner,
  useUpdateAdvert,
  useUpdateBanner,
  useUploadAdverts,
  useUploadBanners,
} from '@pinjam/api';
import {
  advertPositionNames,
  advertPositions,
  type AdvertImage,
  type BannerImage,
} from '@pinjam/api/contract';
import {
  AdvertSlots,
  BannerCarousel,
  Button,
  ConfirmDialog,
  FileDropzone,
  Heading,
  ProgressBar,
  Select,
  Spinner,
  Switch,
  TextField,
  useMessages,
  type DropzoneItem,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage, type AdminNotice } from '../../../features/admin';
import { LoadFailed } from '../../../shared/PageStates';
import { adminAdvertsMessages } from './messages';
import * as styles from './AdminAdvertsPage.css';

type Messages = ReturnType<typeof useMessages<typeof adminAdvertsMessages>>;
type Errors = Record<string, string[] | undefined>;

/** What the server takes for the home page's pictures, and how many go up in one upload. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
const UPLOAD_AT_ONCE = 10;

const errorsOf = (error: unknown): Errors | null =>
  error instanceof ApiError && (error.status === 422 || error.status === 413)
    ? { ...(error.body.errors ?? {}), _: [error.message] }
    : null;

/**
 * Several pictures at once, dropped or browsed in the design system's dropzone: they go up
 * together with the upload's progress (the bar, and each preview's); the server's refusal (not an
 * image, too large) shows beside the field, and nothing of that upload is kept.
 */
function UploadField({ kind, onDone }: { kind: 'banner' | 'advert'; onDone: (notice: AdminNotice) => void }) {
  const t = useMessages(adminAdvertsMessages);
  const banners = useUploadBanners();
  const adverts = useUploadAdverts();
  const [items, setItems] = useState<DropzoneItem[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [slot, setSlot] = useState('1');
  const field = kind === 'banner' ? 'bannerImages' : 'advertImages';

  const send = async (chosen: DropzoneItem[]) => {
    const files = chosen.flatMap((item) => (item.file ? [item.file] : []));
    if (files.length === 0) return setItems(chosen);
    setItems(chosen);
    setError(null);
    setProgress(0);
    try {
      const common = { files: { [field]: files }, onUploadProgress: (f: number) => setProgress(f * 100) };
      const made =
        kind === 'banner'
          ? (await banners.trigger(common)).bannerImages.length
          : (await adverts.trigger({ ...common, body: { position: Number(slot) } })).advertImages.length;
      onDone({ tone: 'positive', text: t.uploaded(made) });
    } catch (caught) {
      const errors = errorsOf(caught);
      setError(errors?.[field]?.[0] ?? errors?._?.[0] ?? t.actionFailed);
    } finally {
      setProgress(null);
      setItems([]);
    }
  };

  return (
    <div className={styles.section}>
      {kind === 'advert' && (
        <div className={styles.upload}>
          <Select
            label={t.uploadSlot}
            value={slot}
            onValueChange={setSlot}
            options={advertPositions.map((p) => ({
              value: String(p),
              label: t.slotNames({ position: String(p), name: advertPositionNames[p] }),
            }))}
          />
        </div>
      )}
      <FileDropzone
        label={kind === 'banner' ? t.addBanners : t.addAdverts}
        description={t.uploadHelp}
        error={error ?? undefined}
        accept={UPLOAD_TYPES}
        maxFiles={UPLOAD_AT_ONCE}
        value={items}
        onValueChange={(next) => void send(next)}
        progress={progress === null ? {} : Object.fromEntries(items.map((item) => [item.id, progress]))}
        disabled={progress !== null}
      />
      {progress !== null && (
        <ProgressBar label={t.uploading} value={progress} description={t.uploadKeepOpen} />
      )}
    </div>
  );
}

function BannerCard({
  banner,
  n,
  onDelete,
  onNotice,
}: {
  banner: BannerImage;
  n: number;
  onDelete: () => void;
  onNotice: (notice: AdminNotice) => void;
}) {
  const t = useMessages(adminAdvertsMessages);
  const update = useUpdateBanner();
  const name = t.bannerLabel({ n: String(n) });
  return (
    <li className={styles.card} aria-label={name}>
      <img className={styles.thumb} src={banner.path} alt={banner.alt || name} />
      <Switch
        label={t.shown}
        checked={banner.active}
        disabled={update.isMutating}
        onCheckedChange={(active) =>
          void update
            .trigger({ body: { id: banner.id, active } })
            .then(() => onNotice({ tone: 'positive', text: t.saved }))
            .catch(() => onNotice({ tone: 'critical', text: t.actionFailed }))
        }
      />
      <div className={styles.actions}>
        <Button tone="neutral" onClick={onDelete}>
          {t.delete}
        </Button>
      </div>
    </li>
  );
}

function AdvertCard({
  advert,
  n,
  onDelete,
  onNotice,
}: {
  advert: AdvertImage;
  n: number;
  onDelete: () => void;
  onNotice: (notice: AdminNotice) => void;
}) {
  const t = useMessages(adminAdvertsMessages);
  const update = useUpdateAdvert();
  const [position, setPosition] = useState(String(advert.position));
  const [url, setUrl] = useState(advert.url ?? '');
  const [alt, setAlt] = useState(advert.alt);
  const [active, setActive] = useState(advert.active);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    setPosition(String(advert.position));
    setUrl(advert.url ?? '');
    setAlt(advert.alt);
    setActive(advert.active);
  }, [advert]);
  const name = t.advertLabel({ n: String(n) });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await update.trigger({ body: { id: advert.id, position: Number(position), active, url, alt } });
      onNotice({ tone: 'positive', text: t.saved });
    } catch (caught) {
      const fieldErrors = errorsOf(caught);
      if (fieldErrors) setErrors(fieldErrors);
      else onNotice({ tone: 'critical', text: caught instanceof ApiError ? caught.message : t.actionFailed });
    }
  };

  return (
    <li className={styles.card} aria-label={name}>
      <img className={styles.thumb} src={advert.path} alt={advert.alt || name} />
      <form className={styles.section} onSubmit={(event) => void save(event)} noValidate>
        <Select
          label={t.slot}
          value={position}
          onValueChange={setPosition}
          error={errors.position?.[0]}
          options={advertPositions.map((p) => ({
            value: String(p),
            label: t.slotNames({ position: String(p), name: advertPositionNames[p] }),
          }))}
        />
        <TextField
          label={t.link}
          description={t.linkHelp}
          value={url}
          inputMode="url"
          error={errors.url?.[0]}
          onChange={(event) => setUrl(event.target.value)}
        />
        <TextField
          label={t.alt}
          value={alt}
          error={errors.alt?.[0]}
          onChange={(event) => setAlt(event.target.value)}
        />
        <Switch label={t.shown} checked={active} onCheckedChange={setActive} error={errors.active?.[0]} />
        <div className={styles.actions}>
          <Button type="submit" loading={update.isMutating}>
            {t.save}
          </Button>
          <Button tone="neutral" onClick={onDelete}>
            {t.delete}
          </Button>
        </div>
      </form>
    </li>
  );
}

function Preview({ banners, adverts, t }: { banners: BannerImage[]; adverts: AdvertImage[]; t: Messages }) {
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
  const [deleting, setDeleting] = useState<{ kind: 'banner' | 'advert'; id: number } | null>(null);

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

  const data = images.data;
  let body;
  if (images.error && !data)
    body = (
      <LoadFailed
        title={t.loadError}
        error={images.error}
        onRetry={() => void images.mutate()}
        retrying={images.isValidating}
      />
    );
  else if (!data) body = <Spinner label={t.loading} size="sm" />;
  else
    body = (
      <>
        <Preview banners={data.bannerImages} adverts={data.advertImages} t={t} />
        <section className={styles.section} aria-labelledby="banners-title">
          <Heading level={2} size={4} id="banners-title">
            {t.bannersTitle}
          </Heading>
          <UploadField kind="banner" onDone={setNotice} />
          {data.bannerImages.length === 0 ? (
            <p className={styles.muted}>{t.noBannersYet}</p>
          ) : (
            <ul className={styles.list} aria-labelledby="banners-title">
              {data.bannerImages.map((banner, i) => (
                <BannerCard
                  key={banner.id}
                  banner={banner}
                  n={i + 1}
                  onNotice={setNotice}
                  onDelete={() => setDeleting({ kind: 'banner', id: banner.id })}
                />
              ))}
            </ul>
          )}
        </section>
        <section className={styles.section} aria-labelledby="adverts-title">
          <Heading level={2} size={4} id="adverts-title">
            {t.advertsTitle}
          </Heading>
          <UploadField kind="advert" onDone={setNotice} />
          {data.advertImages.length === 0 ? (
            <p className={styles.muted}>{t.noAdvertsYet}</p>
          ) : (
            <ul className={styles.list} aria-labelledby="adverts-title">
              {data.advertImages.map((advert, i) => (
                <AdvertCard
                  key={advert.id}
                  advert={advert}
                  n={i + 1}
                  onNotice={setNotice}
                  onDelete={() => setDeleting({ kind: 'advert', id: advert.id })}
                />
              ))}
            </ul>
          )}
        </section>
      </>
    );

  return (
    <AdminPage title={t.title} intro={t.intro} notice={notice} busy={!data}>
      <div className={styles.section}>{body}</div>
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
