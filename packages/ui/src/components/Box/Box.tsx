import { createElement, forwardRef, type ElementType, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, Sprinkles {
  /** The element to render; a div unless told. */
  as?: ElementType;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

/** Splits sprinkles props (layout, spacing, colour) from the element's own props. */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? atoms : rest)[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The layout primitive: any element, styled only through sprinkles props. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const { atoms, rest } = splitProps(props);
  return createElement(as, { ref, className: clsx(sprinkles(atoms), className) || undefined, ...rest });
});
Box.displayName = 'Box';
