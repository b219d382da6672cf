import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { users, type UserRow } from '../../platform/db/schema';

/** The columns the settings page writes (each section its own). */
export type SettingsColumns = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'bio'
    | 'dob'
    | 'address_line_1'
    | 'address_line_2'
    | 'address_line_3'
    | 'post_code'
    | 'city'
    | 'district'
    | 'telephone'
    | 'bank_name'
    | 'account_number'
  >
>;

/** Writes the given columns (none: reads the row back unchanged). */
export async function updateSettings(
  db: Executor,
  userId: number,
  values: SettingsColumns,
): Promise<UserRow> {
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row!;
  }
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row!;
}

/** Points the user at a new avatar; answers the row and the avatar it replaced (its URL). */
export async function replaceAvatar(db: Db, userId: number, url: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatar_path: users.avatar_path })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [row] = await tx.update(users).set({ avatar_path: url }).where(eq(users.id, userId)).returning();
    return { row: row!, previous: before?.avatar_path ?? null };
  });
}
