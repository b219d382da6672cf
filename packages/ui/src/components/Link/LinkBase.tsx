import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useLinkComponent } from './LinkProvider';

export interface LinkBaseProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens in a new tab, without the opener, and says so to assistive technology. */
  external?: boolean;
}

export const externalHint = '(opens in a new tab)';

/** mailto:, tel:, https://… and //host links leave the app: the router must not handle them. */
const leavesApp = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * An unstyled link: internal hrefs go through the app's link component, external ones are plain
 * anchors. Use it under `Button asChild` or wherever a link brings its own look.
 */
export const LinkBase = forwardRef<HTMLAnchorElement, LinkBaseProps>(function LinkBase(
  { external = false, children, ...rest },
  ref,
) {
  const AppLink = useLinkComponent();
  const Component = leavesApp(rest.href) ? 'a' : AppLink;
  if (!external)
    return (
      <Component ref={ref} {...rest}>
        {children}
      </Component>
    );
  return (
    <a ref={ref} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {externalHint}</VisuallyHidden>
    </a>
  );
});
LinkBase.displayName = 'LinkBase';
