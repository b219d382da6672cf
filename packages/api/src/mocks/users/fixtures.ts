import type { PublicProfile } from '../../contract/users';
import type { User } from '../../contract/models';
import { activeDemoItems, toItemCard } from '../catalogue/fixtures';
import { users } from './accounts';

export { sessionFor, storedUser, users } from './accounts';

export const profileOf = (user: User, bio: string | null = null): PublicProfile => ({
  id: user.id,
  name: user.name,
  avatar: user.avatar,
  bio,
  district: user.district,
  created_at: user.created_at,
  verified: user.meta.is_verified,
  rating: { average: 0, count: 0 },
  items: activeDemoItems.filter((i) => i.owner.id === user.id).map(toItemCard),
});

export const profiles: Record<number, PublicProfile> = {
  [users.siti.id]: profileOf(
    users.siti,
    'Wedding photographer in Gadong. I rent out my spare kit between shoots.',
  ),
  [users.hakim.id]: profileOf(users.hakim, 'Weekend cyclist and musician near Tutong town.'),
  [users.unverified.id]: profileOf(users.unverified),
};
