import { forwardRef } from 'react';
import clsx from 'clsx';
import { Icon } from '../Icon';
import { LinkBase, type LinkBaseProps } from './LinkBase';
import * as styles from './Link.css';

export const linkTones = ['brand', 'neutral', 'muted'] as const;

export interface LinkProps extends LinkBaseProps {
  tone?: (typeof linkTones)[number];
  underline?: 'always' | 'hover';
}

/** A text link. Internal hrefs use the app's router through `LinkProvider`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone, underline, external, className, children, ...rest },
  ref,
) {
  return (
    <LinkBase
      ref={ref}
      external={external}
      className={clsx(styles.link({ tone, underline }), className)}
      {...rest}
    >
      {children}
      {external && <Icon name="external" size="sm" />}
    </LinkBase>
  );
});
Link.displayName = 'Link';
