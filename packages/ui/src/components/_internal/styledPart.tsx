import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ElementType,
  type ForwardRefExoticComponent,
  type RefAttributes,
} from 'react';
import clsx from 'clsx';

/**
 * A primitive's part with our class added before the caller's, its ref forwarded and its props
 * spread: the shape of most parts of a Radix wrapper (`Dialog.Title`, `Tabs.List`…).
 */
export function styledPart<P extends ElementType>(
  Part: P,
  base: string,
  displayName: string,
): ForwardRefExoticComponent<ComponentPropsWithoutRef<P> & RefAttributes<ComponentRef<P>>> {
  const Primitive = Part as ElementType;
  const Styled = forwardRef<ComponentRef<P>, ComponentPropsWithoutRef<P>>(({ className, ...props }, ref) => (
    <Primitive ref={ref} className={clsx(base, className)} {...props} />
  ));
  Styled.displayName = displayName;
  return Styled as never;
}
