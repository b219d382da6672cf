import { forwardRef, useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { useDomain } from '../../domain';
import { i18n, params, useMessages } from '../../i18n';
import { Avatar } from '../Avatar';
import { VerifiedBadge } from '../Badge';
import { Link } from '../Link';
import { Panel, type PanelProps } from '../Panel';
import { RatingStars } from '../RatingStars';
import * as styles from './OwnerCard.css';

const messages = i18n('OwnerCard', {
  title: 'Listed by',
  memberSince: params('Member since {date}'),
});

export interface OwnerCardProps extends Omit<PanelProps, 'as' | 'title'> {
  name: string;
  /** The avatar's address; the default avatar shows without one. */
  avatarUrl?: string | null;
  /** The member's profile, e.g. `/profile/3`: their name links there. */
  href: string;
  verified?: boolean;
  /** Their reviews; null or a count of 0 says 'No reviews yet'. */
  rating?: { average: number; count: number } | null;
  district?: string | null;
  /** When they joined: a timestamp or a 'yyyy-MM-dd' date, shown as 'dd MMM yyyy'. */
  memberSince?: string | null;
  /** The card's heading; 'Listed by' unless told. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** More under the details, e.g. a Message button. */
  action?: ReactNode;
}

/**
 * Who offers an item: a labelled panel with their avatar, name (a link to their profile), the
 * verified badge, their rating, district and how long they have been a member.
 */
export const OwnerCard = forwardRef<HTMLElement, OwnerCardProps>(function OwnerCard(
  {
    name,
    avatarUrl,
    href,
    verified = false,
    rating,
    district,
    memberSince,
    title,
    headingLevel = 2,
    action,
    className,
    ...rest
  },
  ref,
) {
  const t = useMessages(messages);
  const { formatDate } = useDomain();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Panel
      ref={ref}
      as="section"
      padding="md"
      aria-labelledby={titleId}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <Heading id={titleId} className={styles.title}>
        {title ?? t.title}
      </Heading>
      <div className={styles.person}>
        <Avatar src={avatarUrl} name={name} size="lg" showInitials decorative />
        <div className={styles.details}>
          <div className={styles.nameRow}>
            <Link href={href} className={styles.name}>
              {name}
            </Link>
            {verified && <VerifiedBadge size="sm" />}
          </div>
          <RatingStars value={rating?.average ?? null} count={rating?.count ?? 0} size="sm" />
          {(district || memberSince) && (
            <ul className={styles.meta}>
              {district && <li>{district}</li>}
              {memberSince && <li>{t.memberSince({ date: formatDate(memberSince) })}</li>}
            </ul>
          )}
        </div>
      </div>
      {action}
    </Panel>
  );
});
OwnerCard.displayName = 'OwnerCard';
