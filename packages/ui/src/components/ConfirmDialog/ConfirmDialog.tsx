import { type FormEvent, type ReactNode } from 'react';
import { i18n, useMessages } from '../../i18n';
import { Button } from '../Button';
import { Callout } from '../Callout';
import { Dialog } from '../Dialog';
import * as styles from './ConfirmDialog.css';

const messages = i18n('ConfirmDialog', { cancel: 'Go back' });

export const confirmTones = ['primary', 'critical'] as const;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, in full: money moved, days booked, what cannot be undone. */
  description: ReactNode;
  /** Fields asked for first (an optional reason); the dialog is then a form. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** The action is under way: the buttons wait. */
  busy?: boolean;
  /** Why the last try failed, shown above the buttons and announced. */
  error?: ReactNode;
  tone?: (typeof confirmTones)[number];
  /** On closing, before the focus goes back where it was: prevent it to put the focus elsewhere. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before an action that moves money or cannot be undone. Focus starts on the safe way out
 * (the cancel button: Enter does no harm); Escape and the overlay close it; while `busy` it stays.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  error,
  tone = 'primary',
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const t = useMessages(messages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Content
        size="sm"
        onOpenAutoFocus={children ? undefined : (event) => focusCancel(event)}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{description}</div>
          </Dialog.Description>
          {children}
          {error && (
            <Callout tone="critical" announce="alert">
              {error}
            </Callout>
          )}
          <div className={styles.buttons}>
            <Dialog.Close asChild>
              <Button type="button" tone="neutral" data-cancel="" disabled={busy}>
                {cancelLabel ?? t.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" tone={tone} loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function focusCancel(event: Event) {
  const content = event.currentTarget as HTMLElement | null;
  const cancel = content?.querySelector<HTMLElement>('[data-cancel]');
  if (cancel) {
    event.preventDefault();
    cancel.focus();
  }
}
