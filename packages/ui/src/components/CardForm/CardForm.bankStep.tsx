import { i18n, params, useMessages } from '../../i18n';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import * as styles from './CardForm.css';

const messages = i18n('CardFormBankStep', {
  title: 'Confirm this payment with your bank',
  text: params('Your bank asks you to confirm that you are paying with the card ending in {last4}.'),
  confirm: 'Confirm',
  cancel: 'Cancel',
});

export interface BankStepProps {
  open: boolean;
  /** The card's last four digits, to say which card the bank asks about. */
  last4: string;
  /** What the bank's page would say besides (the sandbox says it stands in for one). */
  note?: string;
  /** The answer is on its way: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
}

/** The bank's confirmation step (3-D Secure) as a dialog: Confirm or Cancel. */
export function BankStep({ open, last4, note, busy = false, onConfirm, onCancel }: BankStepProps) {
  const t = useMessages(messages);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Content size="sm" closeLabel={t.cancel}>
        <Dialog.Title>{t.title}</Dialog.Title>
        <Dialog.Description>{t.text({ last4 })}</Dialog.Description>
        {note && <p>{note}</p>}
        <div className={styles.actions}>
          <Button tone="neutral" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t.confirm}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
