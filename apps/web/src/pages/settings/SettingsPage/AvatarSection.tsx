import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { account, type SettingsData } from '@pinjam/api';
import { z } from '@pinjam/api/contract';
import { Avatar, FileDropzone, useMessages, type DropzoneItem } from '@pinjam/ui';
import { controlled } from '../../../app/forms';
import { SettingsForm, useSectionForm } from './SettingsSection';
import { settingsPageMessages } from './messages';
import * as styles from './SettingsPage.css';

const endpoint = account.avatar;
const rule = endpoint.files.image;
const accept = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/**
 * The profile photo: the current one, a new one chosen and previewed, then uploaded with its
 * progress; the server crops it square. The navbar shows the new one as soon as it is saved.
 * When many photos arrive at once the server may ask to wait: the upload waits and goes again
 * by itself, saying so, and nobody sees the refusal.
 */
export function AvatarSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const [progress, setProgress] = useState<Record<string, number>>({});
  // The server was too busy (503): the client waits and sends again by itself; this says so.
  const [retrying, setRetrying] = useState(false);
  // The contract's body has no text fields; its one file is required, so a photo must be chosen.
  const schema = useMemo(
    () =>
      z.object({
        image: z.array(z.custom<DropzoneItem>()).check(z.minLength(rule.required ? 1 : 0, t.avatarMissing)),
      }),
    [t.avatarMissing],
  );
  const section = useSectionForm({
    endpoint,
    schema,
    defaultValues: { image: [] as DropzoneItem[] },
    input: ({ image: [item] }) => ({
      files: { image: item?.file ?? null },
      // 99 % at most until the answer: sent is not saved (the server crops it, or asks to wait).
      onUploadProgress: (share: number) =>
        item && setProgress({ [item.id]: Math.min(99, Math.round(share * 100)) }),
      onRetry: () => setRetrying(true),
    }),
    onSaved: (form) => form.reset({ image: [] }),
  });
  const { form, clearFailure } = section;
  const { isSubmitting } = form.formState;
  // The upload is over, saved or refused: its progress and note go.
  useEffect(() => {
    if (isSubmitting) return;
    setProgress({});
    setRetrying(false);
  }, [isSubmitting]);

  return (
    <SettingsForm title={t.avatar} section={section} submitLabel={t.uploadAvatar}>
      <div className={styles.avatarRow}>
        <Avatar src={data.avatar?.path} name={data.name} size="lg" className={styles.bigAvatar} />
        <Controller
          control={form.control}
          name="image"
          render={(state) => (
            <FileDropzone
              {...controlled(state)}
              label={t.chooseAvatar}
              description={t.avatarHint}
              maxFiles={rule.maxCount}
              maxBytes={rule.maxBytes}
              accept={accept}
              onValueChange={(items) => {
                clearFailure();
                form.clearErrors('image');
                state.field.onChange(items);
              }}
              progress={progress}
              disabled={isSubmitting}
              className={styles.picker}
            />
          )}
        />
      </div>
      <p role="status" className={styles.uploadNote}>
        {retrying ? t.avatarRetrying : null}
      </p>
    </SettingsForm>
  );
}
