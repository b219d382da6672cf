import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './MessageComposer.css';

const messages = i18n('MessageComposer', {
  label: 'Message',
  hint: 'Enter sends; Shift and Enter start a new line.',
  placeholder: 'Write a message…',
  send: 'Send',
});

/** The counter shows once this few characters are left. */
const NEAR_LIMIT = 500;

export interface MessageComposerProps {
  /** A message to send (never blank; trimmed of surrounding space). The field then empties. */
  onSend: (content: string) => void;
  /** Each change of the text: e.g. to tell the other person you are typing. */
  onTyping?: () => void;
  /** The most characters a message may have; the counter shows near it. */
  maxLength: number;
  /** The field's name for screen readers ('Message' unless told, e.g. 'Message to Siti'). */
  label?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  /** Controlled text; with `onValueChange`. Uncontrolled (`defaultValue`) otherwise. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Writes a message: a labelled field where Enter sends and Shift+Enter starts a new line, a
 * Send button that waits while the field is blank, and a count of characters left near the limit.
 * The ref is the field's, so a page can put focus there when a conversation opens.
 */
export const MessageComposer = forwardRef<HTMLTextAreaElement, MessageComposerProps>(function MessageComposer(
  {
    onSend,
    onTyping,
    maxLength,
    label,
    placeholder,
    disabled = false,
    value,
    defaultValue = '',
    onValueChange,
    className,
  },
  ref,
) {
  const t = useMessages(messages);
  const hintId = useId();
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const blank = text.trim() === '';

  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };

  const send = () => {
    if (blank || disabled) return;
    onSend(text.trim());
    change('');
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word picks the word, never sends.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={clsx(styles.form, className)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
      noValidate
    >
      <TextArea
        ref={ref}
        className={styles.field}
        label={label ?? t.label}
        hideLabel
        rows={2}
        maxLength={maxLength}
        showCount={maxLength - text.length <= NEAR_LIMIT}
        placeholder={placeholder ?? t.placeholder}
        value={text}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          change(event.target.value);
          onTyping?.();
        }}
        onKeyDown={keyDown}
      />
      <VisuallyHidden id={hintId}>{t.hint}</VisuallyHidden>
      <Button type="submit" className={styles.send} disabled={blank || disabled}>
        {t.send}
      </Button>
    </form>
  );
});
MessageComposer.displayName = 'MessageComposer';
