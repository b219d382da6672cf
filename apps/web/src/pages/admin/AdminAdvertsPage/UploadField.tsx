import { useState } from 'react';
import { useUploadAdverts, useUploadBanners } from '@pinjam/api';
import { FileDropzone, ProgressBar, Select, useMessages, type DropzoneItem } from '@pinjam/ui';
import type { AdminNotice } from '../../../features/admin';
import { errorsOf, slotOptions } from './advertForm';
import { adminAdvertsMessages } from './messages';
import * as styles from './AdminAdvertsPage.css';

/** What the server takes for the home page's pictures, and how many go up in one upload. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
const UPLOAD_AT_ONCE = 10;

/**
 * Several pictures at once, dropped or browsed in the design system's dropzone: they go up
 * together with the upload's progress (the bar, and each preview's); the server's refusal (not an
 * image, too large) shows beside the field, and nothing of that upload is kept.
 */
export function UploadField({
  kind,
  onDone,
}: {
  kind: 'banner' | 'advert';
  onDone: (notice: AdminNotice) => void;
}) {
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
          <Select label={t.uploadSlot} value={slot} onValueChange={setSlot} options={slotOptions(t)} />
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
