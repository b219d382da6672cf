import { ROLE_ADMIN, type User } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users, type UserRow } from '../../platform/db/schema';

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

/** Case-insensitive, through the unique index on lower(email). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Postgres' unique_violation, e.g. two signups racing for one email (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
