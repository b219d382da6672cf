import { useUpdateBanner } from '@pinjam/api';
import type { BannerImage } from '@pinjam/api/contract';
import { Button, Switch, useMessages } from '@pinjam/ui';
import type { PictureCardProps } from './advertForm';
import { adminAdvertsMessages } from './messages';
import * as styles from './AdminAdvertsPage.css';

/** One banner: its picture, its switch (saved at once) and Delete. */
export function BannerCard({ banner, n, onDelete, onNotice }: { banner: BannerImage } & PictureCardProps) {
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
