import { forwardRef, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { count, i18n, useMessages } from '../../i18n';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../_internal/field';
import * as styles from './TextArea.css';

const messages = i18n('TextArea', {
  charactersLeft: count({ one: '{count} character left', other: '{count} characters left' }),
  characters: count({ one: '{count} character', other: '{count} characters' }),
});

export const textAreaCountStates = ['ok', 'near', 'full'] as const;

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps {
  /** Show how many characters are left (with maxLength) or typed so far (without). */
  showCount?: boolean;
}

/** A labelled multi-line field with TextField's description and error wiring and a character count. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    error,
    hideLabel,
    showCount = false,
    rows = 4,
    id,
    className,
    value,
    defaultValue,
    onChange,
    maxLength,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const t = useMessages(messages);
  const ids = useFieldIds(id, { description, error, 'aria-describedby': ariaDescribedBy });
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? ownLength : String(value).length;
  const countId = showCount ? `${ids.controlId}-count` : undefined;
  const left = maxLength === undefined ? undefined : Math.max(0, maxLength - length);
  const countState: (typeof textAreaCountStates)[number] =
    left === undefined || maxLength === undefined || left > maxLength * 0.1
      ? 'ok'
      : left === 0
        ? 'full'
        : 'near';

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setOwnLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div className={clsx(styles.field, className)} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        className={styles.textArea}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        maxLength={maxLength}
        aria-invalid={ids.invalid}
        aria-describedby={[ids.describedBy, countId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {(error || showCount) && (
        <div className={styles.footer}>
          <FieldError id={ids.errorId}>{error}</FieldError>
          {showCount && (
            <p id={countId} className={styles.count} data-state={countState}>
              {left === undefined ? t.characters(length) : t.charactersLeft(left)}
            </p>
          )}
        </div>
      )}
    </div>
  );
});
TextArea.displayName = 'TextArea';
