import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { LinkBase } from '../Link';
import * as styles from './Card.css';

export const cardPaddings = ['sm', 'md', 'lg'] as const;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: 'div' | 'article' | 'section' | 'li';
  /** A picture or illustration across the top, edge to edge. */
  media?: ReactNode;
  /** The media's shape, e.g. '4 / 3'; the media sets its own height when not given. */
  mediaAspectRatio?: CSSProperties['aspectRatio'];
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Where the title sits in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Beside the title: a badge, a status, a menu. */
  headerAction?: ReactNode;
  footer?: ReactNode;
  padding?: (typeof cardPaddings)[number];
  elevated?: boolean;
  /** Cut the title after this many lines, with an ellipsis. */
  titleLines?: 1 | 2 | 3;
  titleSize?: 'sm' | 'md';
  /**
   * Makes the whole card open this address: the title becomes the card's one link, stretched over
   * the card, so it is a single tab stop named by the title. Needs a title.
   */
  href?: string;
}

/** A surface for one thing: optional media, a header, a body and a footer. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    as: Component = 'div',
    media,
    mediaAspectRatio,
    title,
    subtitle,
    headingLevel = 3,
    headerAction,
    footer,
    padding,
    elevated,
    titleLines,
    titleSize,
    href,
    className,
    children,
    ...rest
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const interactive = href !== undefined && Boolean(title);
  return (
    <Component
      ref={ref as never}
      className={clsx(styles.card({ elevated }), className)}
      data-interactive={interactive ? '' : undefined}
      {...rest}
    >
      {media && (
        <div className={styles.media} style={{ aspectRatio: mediaAspectRatio }}>
          {media}
        </div>
      )}
      <div className={styles.content({ padding })}>
        {(title || headerAction) && (
          <div className={styles.header}>
            <div className={styles.headings}>
              {title && (
                <Heading
                  className={styles.title({ lines: titleLines ? `${titleLines}` : 'none', size: titleSize })}
                >
                  {interactive ? (
                    <LinkBase href={href!} className={styles.link} data-card-link="">
                      {title}
                    </LinkBase>
                  ) : (
                    title
                  )}
                </Heading>
              )}
              {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            </div>
            {headerAction && <div className={styles.headerAction}>{headerAction}</div>}
          </div>
        )}
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </Component>
  );
});
Card.displayName = 'Card';
