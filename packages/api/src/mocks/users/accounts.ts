// The mocks' people: the accounts that sign in, own items and have profiles.
import type { Session, StoredUser, User } from '../../contract/models';

const base = {
  bio: null,
  created_at: '2026-03-05T02:00:00.000Z',
  meta: { is_verified: true, verification_status: 'approved' as const },
};

export const users = {
  siti: {
    ...base,
    id: 2,
    name: 'Siti Rahman',
    email: 'siti@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Brunei-Muara',
  },
  hakim: {
    ...base,
    id: 3,
    name: 'Hakim Yusof',
    email: 'hakim@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Tutong',
  },
  unverified: {
    ...base,
    id: 4,
    name: 'Nurul Aini binti Haji Abdul Rahman',
    email: 'nurul@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Belait',
    meta: { is_verified: false, verification_status: 'unsubmitted' as const },
  },
  admin: {
    ...base,
    id: 1,
    name: 'Pinjam Admin',
    email: 'admin@pinjam.bn',
    role_id: 2,
    is_admin: true,
    avatar: null,
    district: null,
  },
} satisfies Record<string, User>;

export const sessionFor = (user: User): Session => ({
  user,
  token: `token-${user.id}`,
  expires_at: '2099-01-01T00:00:00.000Z',
});

export const storedUser = (user: User): StoredUser => {
  const { token, expires_at } = sessionFor(user);
  return { ...user, token, expires_at };
};
