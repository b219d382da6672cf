import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** Lets packages/ui links navigate inside the app without importing the router. */
export const RouterLinkAdapter = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function RouterLinkAdapter({ href, ...rest }, ref) {
  const internal = href.startsWith('/') && !href.startsWith('//') && !rest.target;
  return internal ? <Link ref={ref} to={href} {...rest} /> : <a ref={ref} href={href} {...rest} />;
});
