import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { emailTokens, users, type UserRow } from '../../platform/db/schema';
import { hashToken, newToken } from './tokens';

/** The account of an address (login, signup, reset, an email change; the admin CLI). Case-insensitive, through the unique index on lower(email). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export type EmailTokenKind = (typeof emailTokens.$inferSelect)['kind'];

/** A single-use emailed token (activation, password reset); only its hash is stored. */
export async function createEmailToken(db: Executor, userId: number, kind: EmailTokenKind, ttlMs: number) {
  const { token, hash } = newToken();
  await db
    .insert(emailTokens)
    .values({ user_id: userId, kind, token_hash: hash, expires_at: new Date(Date.now() + ttlMs) });
  return token;
}

const usable = (token: string, kind: EmailTokenKind) =>
  and(
    eq(emailTokens.token_hash, hashToken(token)),
    eq(emailTokens.kind, kind),
    isNull(emailTokens.used_at),
    gt(emailTokens.expires_at, sql`now()`),
  );

/** The unused, unexpired token and its user's email, locked for the transaction when `lock`. */
export async function findEmailToken(db: Executor, token: string, kind: EmailTokenKind, lock = false) {
  const query = db
    .select({ id: emailTokens.id, userId: users.id, email: users.email })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.user_id))
    .where(usable(token, kind))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: emailTokens }) : await query;
  return row ?? null;
}

/** Marks the token used; null when it was unknown, used or expired (so nothing may change). */
export async function consumeEmailToken(db: Executor, token: string, kind: EmailTokenKind) {
  const [row] = await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(usable(token, kind))
    .returning({ userId: emailTokens.user_id });
  return row ?? null;
}

/** Marks every unused token of that kind of the user used (a reset ends all reset links). */
export async function burnEmailTokens(db: Executor, userId: number, kind: EmailTokenKind): Promise<void> {
  await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(emailTokens.user_id, userId), eq(emailTokens.kind, kind), isNull(emailTokens.used_at)));
}

/** A new account, not yet activated, with its activation token (one transaction). */
export async function insertUserWithToken(
  db: Db,
  values: { email: string; name: string; passwordHash: string; avatarPath: string | null },
  ttlMs: number,
): Promise<{ user: UserRow; token: string }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: values.email,
        name: values.name,
        password_hash: values.passwordHash,
        avatar_path: values.avatarPath,
      })
      .returning();
    const token = await createEmailToken(tx, user!.id, 'activation', ttlMs);
    return { user: user!, token };
  });
}

/** Sets activated_at unless it is set already. */
export async function markActivated(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ activated_at: sql`coalesce(${users.activated_at}, now())` })
    .where(eq(users.id, userId));
}

/** A new password; following the emailed link proves the address, so it activates too. */
export async function setPasswordAndActivate(db: Executor, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ password_hash: passwordHash, activated_at: sql`coalesce(${users.activated_at}, now())` })
    .where(eq(users.id, userId));
}

// ─── Email changes (issue 15) ────────────────────────────────────────────────────────────────

/** A single-use link confirming `newEmail` for the user; only one is pending at a time. */
export async function createEmailChangeToken(db: Executor, userId: number, newEmail: string, ttlMs: number) {
  await burnEmailTokens(db, userId, 'email_change');
  const { token, hash } = newToken();
  await db.insert(emailTokens).values({
    user_id: userId,
    kind: 'email_change',
    new_email: newEmail,
    token_hash: hash,
    expires_at: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The address a pending (unused, unexpired) email change would move the user to, or null. */
export async function findPendingEmailChange(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ new_email: emailTokens.new_email })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.user_id, userId),
        eq(emailTokens.kind, 'email_change'),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, sql`now()`),
      ),
    )
    .orderBy(sql`${emailTokens.id} desc`)
    .limit(1);
  return row?.new_email ?? null;
}

/** Marks an email-change token used; its user and new address, or null (unknown, used, expired). */
export async function consumeEmailChangeToken(db: Executor, token: string) {
  const [row] = await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(usable(token, 'email_change'))
    .returning({ userId: emailTokens.user_id, newEmail: emailTokens.new_email });
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
}

/** The user's new email; the link proved the address, so it activates the account too. */
export async function setEmail(db: Executor, userId: number, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email, activated_at: sql`coalesce(${users.activated_at}, now())` })
    .where(eq(users.id, userId));
}

/** A new password chosen by its signed-in owner. */
export async function setPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
}
