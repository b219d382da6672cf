import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useUpdateAdvert } from '@pinjam/api';
import { adminContent, z, type AdvertImage } from '@pinjam/api/contract';
import { Button, Select, Switch, TextField, useMessages } from '@pinjam/ui';
import { controlled, FormFailure, settle, SubmitButton, useApiForm } from '../../../app/forms';
import { slotOptions, type PictureCardProps } from './advertForm';
import { adminAdvertsMessages } from './messages';
import * as styles from './AdminAdvertsPage.css';

/** What the card fills in of the update (the advert's id is its own). */
const advertFields = z.pick(adminContent.updateAdvert.body, {
  position: true,
  url: true,
  alt: true,
  active: true,
});

const valuesOf = (advert: AdvertImage) => ({
  position: String(advert.position),
  url: advert.url ?? '',
  alt: advert.alt,
  active: advert.active,
});

/**
 * One advert: its picture and its form (slot, link, words for the picture, shown), checked with
 * the contract's rules and saved with Save; and Delete. A refusal of a field stands beside it,
 * any other above the fields; a save says so in the page's notice.
 */
export function AdvertCard({ advert, n, onDelete, onNotice }: { advert: AdvertImage } & PictureCardProps) {
  const t = useMessages(adminAdvertsMessages);
  const update = useUpdateAdvert();
  const { form, field, submit, failure } = useApiForm({
    schema: advertFields,
    defaultValues: valuesOf(advert),
    send: async (body) => {
      const result = await settle(update.trigger({ body: { id: advert.id, ...body } }));
      if (result.ok) onNotice({ tone: 'positive', text: t.saved });
      return result;
    },
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(advert)), [advert, reset]);
  const name = t.advertLabel({ n: String(n) });

  return (
    <li className={styles.card} aria-label={name}>
      <img className={styles.thumb} src={advert.path} alt={advert.alt || name} />
      <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
        <FormFailure message={failure} />
        <Controller
          control={form.control}
          name="position"
          render={(state) => <Select label={t.slot} options={slotOptions(t)} {...controlled(state)} />}
        />
        <TextField label={t.link} description={t.linkHelp} inputMode="url" {...field('url')} />
        <TextField label={t.alt} {...field('alt')} />
        <Controller
          control={form.control}
          name="active"
          render={({ field: shown, fieldState }) => (
            <Switch
              ref={shown.ref}
              label={t.shown}
              checked={shown.value}
              onCheckedChange={shown.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className={styles.actions}>
          <SubmitButton control={form.control}>{t.save}</SubmitButton>
          <Button tone="neutral" onClick={onDelete}>
            {t.delete}
          </Button>
        </div>
      </form>
    </li>
  );
}
