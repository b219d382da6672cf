import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { button } from '../Button/Button.css';
import { Spinner } from '../Spinner';
import * as styles from './IconButton.css';

export const iconButtonTones = ['ghost', 'neutral', 'primary', 'critical'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, for assistive technology (there is no visible text). */
  label: string;
  /** A decorative icon, e.g. `<Icon name="close" />`. */
  icon: ReactNode;
  tone?: (typeof iconButtonTones)[number];
  size?: (typeof iconButtonSizes)[number];
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
}

/** A round icon-only button with Button's tones; its label is its accessible name and tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    tone = 'ghost',
    size = 'md',
    loading = false,
    disabled,
    type = 'button',
    title,
    className,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={clsx(button({ tone, size }), styles.iconButton({ size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'idle'}
      {...rest}
    >
      {loading ? <Spinner size="sm" tone="inherit" label={label} aria-hidden /> : icon}
    </button>
  );
});
IconButton.displayName = 'IconButton';
