import { useEffect, useState } from 'react';
import { ApiError, useUpdateAdvert } from '@pinjam/api';
import type { AdvertImage } from '@pinjam/api/contract';
import { Button, Select, Switch, TextField, useMessages } from '@pinjam/ui';
import { errorsOf, slotOptions, type Errors, type PictureCardProps } from './advertForm';
import { adminAdvertsMessages } from './messages';
import * as styles from './AdminAdvertsPage.css';

/** One advert: its picture and its form (slot, link, words for the picture, shown), saved with Save; and Delete. */
export function AdvertCard({ advert, n, onDelete, onNotice }: { advert: AdvertImage } & PictureCardProps) {
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
          options={slotOptions(t)}
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
