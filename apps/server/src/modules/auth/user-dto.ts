import { ROLE_ADMIN, type User } from '@pinjam/api/contract';
import type { UserRow } from '../../platform/db/schema';

// The signed-in user as the contract describes them (login, signup, the account and settings).

/** The user as the contract describes them; never the row itself (it holds the password hash). */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role_id: row.role_id,
    is_admin: row.role_id === ROLE_ADMIN,
    avatar: row.avatar_path ? { path: row.avatar_path } : null,
    bio: row.bio,
    district: row.district,
    created_at: row.created_at.toISOString(),
    meta: {
      is_verified: row.verification_status === 'approved',
      verification_status: row.verification_status,
    },
  };
}
