import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../platform/db/client';
import { NotFound } from '../../platform/errors/domain';
import { hashPassword } from '../../platform/security/passwords';
import { findUserByEmail } from '../auth';
import { publicCardsOf, toOwnerSummary } from '../catalogue';
import * as repository from './users.repository';

export const PROFILE_NOT_FOUND = 'This profile does not exist.';

/** A member's public profile with their listed items, or NotFound when the public may not see them. */
export async function publicProfile(app: FastifyInstance, id: number) {
  const user = await repository.findPublicProfile(app.db, id);
  if (!user) throw new NotFound(PROFILE_NOT_FOUND);
  const summary = toOwnerSummary(user);
  return {
    id: user.id,
    name: user.name,
    avatar: summary.avatar,
    bio: user.bio,
    district: user.district,
    created_at: user.created_at.toISOString(),
    verified: summary.verified,
    rating: summary.rating,
    items: await publicCardsOf(app.db, app.storage, user.id),
  };
}

/** An id as the web app reads one from a path ('/profile/12'); anything else names nothing. */
export const recordId = (param: string | undefined) =>
  param && /^\d{1,9}$/.test(param) ? Number(param) : null;

/** The name of the member a page names, if the public may see them (a server-drawn page's title). */
export async function publicProfileName(db: Executor, param: string | undefined): Promise<string | null> {
  const id = recordId(param);
  return id === null ? null : ((await repository.findPublicProfile(db, id))?.name ?? null);
}

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
    await repository.promoteToAdmin(db, existing.id, { name: input.name, passwordHash });
    return 'promoted';
  }
  await repository.insertAdmin(db, { email: input.email, name: input.name, passwordHash });
  return 'created';
}
