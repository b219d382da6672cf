import { forwardRef, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../_internal/field';
import * as styles from './MoneyField.css';

const messages = i18n('MoneyField', { currency: 'B$' });

export interface MoneyFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>, FieldProps {}

/**
 * An amount in Brunei dollars, typed as people write it ('12.50') after a 'B$' that is read with
 * the field. The text is the caller's: `parseMoney` (@pinjam/api/domain) turns it into integer cents and
 * `moneyInputText` writes cents back for editing.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { label, description, error, hideLabel, id, className, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const t = useMessages(messages);
  const ids = useFieldIds(id, { description, error, 'aria-describedby': ariaDescribedBy });
  const currencyId = `${ids.controlId}-currency`;
  return (
    <div className={clsx(styles.field, className)} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className={styles.box}>
        <span id={currencyId} className={styles.prefix}>
          {t.currency}
        </span>
        <input
          ref={ref}
          id={ids.controlId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={styles.input}
          aria-invalid={ids.invalid}
          aria-describedby={[currencyId, ids.describedBy].filter(Boolean).join(' ')}
          {...rest}
        />
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
MoneyField.displayName = 'MoneyField';
