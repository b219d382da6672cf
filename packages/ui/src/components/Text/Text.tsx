import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = ['neutral', 'muted', 'brand', 'critical', 'positive', 'inherit'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label';
  size?: (typeof textSizes)[number];
  tone?: (typeof textTones)[number];
  weight?: (typeof textWeights)[number];
  align?: 'left' | 'center' | 'right';
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  htmlFor?: string;
}

/** Body text in the type scale. A paragraph unless told. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Component = 'p', size, tone, weight, align, truncate, className, ...rest },
  ref,
) {
  return (
    <Component
      ref={ref as never}
      className={clsx(styles.text({ size, tone, weight, align, truncate }), className)}
      {...rest}
    />
  );
});
Text.displayName = 'Text';
