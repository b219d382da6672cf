import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import clsx from 'clsx';
import * as styles from './Button.css';

export const buttonTones = ['primary', 'neutral', 'critical', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: (typeof buttonTones)[number];
  size?: (typeof buttonSizes)[number];
  block?: boolean;
  /** Shows a busy state and blocks clicks while an action runs. */
  loading?: boolean;
  /** Render the child (e.g. a router link) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, block, loading = false, asChild = false, className, disabled, type, children, ...rest },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      ref={ref}
      className={clsx(styles.button({ tone, size, block }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'idle'}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...rest}
    >
      {children}
    </Component>
  );
});
Button.displayName = 'Button';
