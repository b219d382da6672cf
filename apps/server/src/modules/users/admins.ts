import { ROLE_ADMIN } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { hashPassword } from '../../platform/security/passwords';
import { findUserByEmail } from './users';

/**
 * Creates an activated admin, or promotes (and re-activates) the existing account with that
 * email and sets the given password. Returns what happened, for the CLI to say.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; name: string },
): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await db
      .update(users)
      .set({
        role_id: ROLE_ADMIN,
        password_hash: passwordHash,
        name: input.name,
        activated_at: sql`coalesce(${users.activated_at}, now())`,
        disabled_at: null,
      })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  await db.insert(users).values({
    email: input.email,
    name: input.name,
    password_hash: passwordHash,
    role_id: ROLE_ADMIN,
    activated_at: sql`now()`,
  });
  return 'created';
}
