import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { LinkBase } from '../Link';
import * as styles from './RecordRow.css';

export interface RecordFact {
  label: ReactNode;
  value: ReactNode;
}

export interface RecordRowProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The item's picture (decorative: the title names the record). */
  media?: ReactNode;
  /** What the record is, e.g. the item's title; cut to two lines. */
  title: ReactNode;
  /** Makes the title a link to the record's page. */
  href?: string;
  /** Under the title: the order number, who is on the other side. */
  subtitle?: ReactNode;
  /** A StatusPill: its words carry the status, its colour repeats them. */
  status: ReactNode;
  /** A few labelled facts: dates, days, the other party. */
  facts?: readonly RecordFact[];
  /** The money, already formatted, with its label ('Total', 'Held on your card'). */
  amount?: RecordFact;
  /** What happens next, or why it ended. */
  note?: ReactNode;
  /** Buttons and links to act on it. */
  actions?: ReactNode;
  /** Where the title sits in the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One request or order in a list: picture, title (a link when `href`), status, facts, money, a
 * sentence on what happens next, and its actions. An `article` named by its title.
 */
export const RecordRow = forwardRef<HTMLElement, RecordRowProps>(function RecordRow(
  {
    media,
    title,
    href,
    subtitle,
    status,
    facts = [],
    amount,
    note,
    actions,
    headingLevel = 3,
    className,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      className={clsx(styles.row, className)}
      data-has-media={media ? '' : undefined}
      {...rest}
    >
      {media && (
        <div className={styles.media} aria-hidden>
          {media}
        </div>
      )}
      <div className={styles.main}>
        <div className={styles.header}>
          <div className={styles.headings}>
            <Heading id={titleId} className={styles.title}>
              {href ? (
                <LinkBase href={href} className={styles.link}>
                  {title}
                </LinkBase>
              ) : (
                title
              )}
            </Heading>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          <div className={styles.status}>{status}</div>
        </div>
        {(facts.length > 0 || amount) && (
          <dl className={styles.facts}>
            {facts.map((fact, index) => (
              <div key={index} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
            {amount && (
              <div className={styles.fact} data-amount="">
                <dt className={styles.factLabel}>{amount.label}</dt>
                <dd className={clsx(styles.factValue, styles.amount)}>{amount.value}</dd>
              </div>
            )}
          </dl>
        )}
        {note && <div className={styles.note}>{note}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
});
RecordRow.displayName = 'RecordRow';
