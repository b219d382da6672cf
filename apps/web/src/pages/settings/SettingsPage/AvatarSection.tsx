import { useState } from 'react';
import { contract, type SettingsData } from '@pinjam/api';
import { Avatar, FileDropzone, useMessages, type DropzoneItem } from '@pinjam/ui';
import { SettingsForm, useSectionSave } from './SettingsSection';
import { settingsPageMessages } from './messages';
import * as styles from './SettingsPage.css';

const rule = contract.account.avatar.files.image;
const accept = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/**
 * The profile photo: the current one, a new one chosen and previewed, then uploaded with its
 * progress; the server crops it square. The navbar shows the new one as soon as it is saved.
 * When many photos arrive at once the server may ask to wait: the upload waits and goes again
 * by itself, saying so, and nobody sees the refusal.
 */
export function AvatarSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const section = useSectionSave(contract.account.avatar);
  const [chosen, setChosen] = useState<readonly DropzoneItem[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  // The server was too busy (503): the client waits and sends again by itself; this says so.
  const [retrying, setRetrying] = useState(false);
  const item = chosen[0];

  async function upload() {
    if (!item?.file) return;
    const done = await section.save({
      files: { image: item.file },
      // 99 % at most until the answer: sent is not saved (the server crops it, or asks to wait).
      onUploadProgress: (share) => setProgress({ [item.id]: Math.min(99, Math.round(share * 100)) }),
      onRetry: () => setRetrying(true),
    });
    setProgress({});
    setRetrying(false);
    if (done) setChosen([]);
  }

  return (
    <SettingsForm title={t.avatar} section={section} submitLabel={t.uploadAvatar} onSave={upload}>
      <div className={styles.avatarRow}>
        <Avatar src={data.avatar?.path} name={data.name} size="lg" className={styles.bigAvatar} />
        <FileDropzone
          label={t.chooseAvatar}
          description={t.avatarHint}
          maxFiles={rule.maxCount}
          maxBytes={rule.maxBytes}
          accept={accept}
          value={chosen}
          onValueChange={(items) => {
            section.reset();
            setChosen(items);
          }}
          progress={progress}
          error={section.fieldError('image')}
          disabled={section.submitting}
          className={styles.picker}
        />
      </div>
      <p role="status" className={styles.uploadNote}>
        {retrying ? t.avatarRetrying : null}
      </p>
    </SettingsForm>
  );
}
