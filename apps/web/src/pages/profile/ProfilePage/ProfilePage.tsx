import { formatDate } from '@pinjam/api/domain';
import { useParams } from 'react-router-dom';
import { useProfile } from '@pinjam/api';
import type { PublicProfile } from '@pinjam/api/contract';
import {
  Avatar,
  Heading,
  ItemCard,
  ItemCardGrid,
  ItemCardSkeleton,
  Link,
  RatingStars,
  Skeleton,
  Spinner,
  Text,
  VerifiedBadge,
  useMessages,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { usePageTitle } from '../../../app/pageTitle';
import { pathTo } from '../../../routes/paths';
import { idParam, LoadFailed, NothingHere } from '../../../shared/PageStates';
import { profileMessages } from './messages';
import * as styles from './ProfilePage.css';
import { itemCardProps } from '../../../app/itemCard';
import { MessageButton } from '../../../features/messaging/MessageButton';
import { Reviews } from '../../../features/reviews/Reviews';

/** A member's public profile (seed: profile, requires login): who they are and their active items. */
export default function ProfilePage() {
  const t = useMessages(profileMessages);
  const id = idParam(useParams().id);
  const { data, error, isLoading, isValidating, mutate } = useProfile(id);
  const missing = id === null || error?.status === 404;
  usePageTitle(data?.user.name ?? (missing ? t.notFoundTitle : null));

  if (missing) return <NothingHere title={t.notFoundTitle} text={t.notFoundText} />;
  if (error)
    return (
      <LoadFailed title={t.errorTitle} error={error} onRetry={() => void mutate()} retrying={isValidating} />
    );
  if (isLoading || !data) return <ProfileSkeleton />;
  return <Profile profile={data.user} />;
}

function ProfileSkeleton() {
  const t = useMessages(profileMessages);
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.header}>
        <Skeleton shape="circle" width={112} height={112} />
        <div className={styles.identity}>
          <Spinner label={t.loading} size="sm" />
          <Skeleton width="40%" style={{ height: 36 }} />
          <Skeleton width="60%" />
          <Skeleton lines={2} />
        </div>
      </div>
      <ItemCardGrid>
        {Array.from({ length: 4 }, (_, i) => (
          <ItemCardSkeleton key={i} />
        ))}
      </ItemCardGrid>
    </div>
  );
}

function Profile({ profile }: { profile: PublicProfile }) {
  const t = useMessages(profileMessages);
  const auth = useAuth();
  const own = auth.user?.id === profile.id;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Avatar
          src={profile.avatar?.path}
          name={profile.name}
          size="lg"
          showInitials
          className={styles.avatar}
        />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <Heading level={1} size={2}>
              {profile.name}
            </Heading>
            {profile.verified && <VerifiedBadge />}
          </div>
          <RatingStars value={profile.rating.average} count={profile.rating.count} />
          <ul className={styles.facts}>
            {profile.district && <li>{profile.district}</li>}
            <li>{t.memberSince({ date: formatDate(profile.created_at) })}</li>
          </ul>
          <p className={styles.bio}>{profile.bio?.trim() || t.noBio}</p>
          {!own && (
            <div>
              <MessageButton userId={profile.id} name={profile.name} />
            </div>
          )}
          {own && (
            <Text size="sm" tone="muted">
              {t.ownProfile} <Link href={pathTo('my-items')}>{t.manageItems}</Link>
            </Text>
          )}
        </div>
      </header>

      <section className={styles.section} aria-labelledby="profile-items">
        <Heading level={2} size={3} id="profile-items">
          {t.items({ name: profile.name })}
        </Heading>
        {profile.items.length === 0 ? (
          <Text tone="muted">{t.noItems}</Text>
        ) : (
          <ItemCardGrid>
            {profile.items.map((item) => (
              <ItemCard key={item.id} {...itemCardProps(item)} />
            ))}
          </ItemCardGrid>
        )}
      </section>

      <Reviews of={{ user: profile.id }} headingId="profile-reviews" />
    </div>
  );
}
