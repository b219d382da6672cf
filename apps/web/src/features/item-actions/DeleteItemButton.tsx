import { useState } from 'react';
import type { Item } from '@pinjam/api';
import { Button, Dialog, useMessages } from '@pinjam/ui';
import { viewItemsMessages } from './messages';
import * as styles from './ItemActions.css';

/** Delete, after a confirming dialog; the dialog stays open (busy) until the server answers. */
export function DeleteItemButton({
  item,
  busy,
  onConfirm,
}: {
  item: Item;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const t = useMessages(viewItemsMessages);
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button size="sm" tone="ghost" disabled={busy} aria-label={t.deleteLabel({ title: item.title })}>
          {t.delete}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Title>{t.deleteTitle}</Dialog.Title>
        <Dialog.Description>{t.deleteText({ title: item.title })}</Dialog.Description>
        <div className={styles.dialogActions}>
          <Dialog.Close asChild>
            <Button tone="neutral" disabled={busy}>
              {t.keep}
            </Button>
          </Dialog.Close>
          <Button
            tone="critical"
            loading={busy}
            onClick={async () => {
              // Closed either way: a refusal is shown in the item's row.
              await onConfirm();
              setOpen(false);
            }}
          >
            {t.deleteConfirm}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
