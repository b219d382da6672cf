import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useLinkComponent } from './LinkProvider';

export interface LinkBaseProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens in a new tab, without the opener, and says so to assistive technology. */
  external?: boolean;
}

export const externalHint = '(opens in a new tab)';

/**
 * An unstyled link: internal hrefs go through the app's link component, external ones are plain
 * anchors. Use it under `Button asChild` or wherever a link brings its own look.
 */
export const LinkBase = forwardRef<HTMLAnchorElement, LinkBaseProps>(function LinkBase(
  { external = false, children, ...rest },
  ref,
) {
  const Component = useLinkComponent();
  if (!external) return <Component ref={ref} {...rest}>{children}</Component>;
  return (
    <a ref={ref} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {externalHint}</VisuallyHidden>
    </a>
  );
});
LinkBase.displayName = 'LinkBase';
