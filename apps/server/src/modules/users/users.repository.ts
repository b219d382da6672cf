import { ROLE_ADMIN } from '@pinjam/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { activeAccount, ownerColumns } from '../catalogue';

/** A member the public may see, with what their profile shows. */
export async function findPublicProfile(db: Executor, id: number) {
  const [user] = await db
    .select({ ...ownerColumns, bio: users.bio, created_at: users.created_at })
    .from(users)
    .where(and(eq(users.id, id), activeAccount))
    .limit(1);
  return user;
}

export async function promoteToAdmin(
  db: Executor,
  id: number,
  input: { name: string; passwordHash: string },
): Promise<void> {
  await db
    .update(users)
    .set({
      role_id: ROLE_ADMIN,
      password_hash: input.passwordHash,
      name: input.name,
      activated_at: sql`coalesce(${users.activated_at}, now())`,
      disabled_at: null,
    })
    .where(eq(users.id, id));
}

export async function insertAdmin(
  db: Executor,
  input: { email: string; name: string; passwordHash: string },
): Promise<void> {
  await db.insert(users).values({
    email: input.email,
    name: input.name,
    password_hash: input.passwordHash,
    role_id: ROLE_ADMIN,
    activated_at: sql`now()`,
  });
}
