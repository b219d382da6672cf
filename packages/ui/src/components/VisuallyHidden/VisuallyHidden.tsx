import * as Radix from '@radix-ui/react-visually-hidden';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<typeof Radix.Root>;

/**
 * Content for screen readers only: a live region's announcement, a heading the design leaves out,
 * words that finish a visual cue ('per day'). Radix VisuallyHidden; `asChild` hides your element.
 */
export const VisuallyHidden = forwardRef<ComponentRef<typeof Radix.Root>, VisuallyHiddenProps>(
  function VisuallyHidden(props, ref) {
    return <Radix.Root ref={ref} {...props} />;
  },
);
VisuallyHidden.displayName = 'VisuallyHidden';
