import { contract, errorCodes } from '@pinjam/api/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { items, type UserRow } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { loadItem, loadItems, ownedBy, publiclyVisible } from './items';

const { items: api } = contract;

export const ITEM_NOT_FOUND = 'This item does not exist or is no longer available.';
export const VERIFICATION_REQUIRED =
  'Verify your identity to offer items for rent. You can still list items for sale.';

/** product.md: offering an item for rent needs an approved identity verification. */
export function requireVerifiedForRent(user: UserRow, forRent: boolean): void {
  if (forRent && user.verification_status !== 'approved')
    throw new HttpError(403, VERIFICATION_REQUIRED, undefined, errorCodes.verificationRequired);
}

/** Reading items, and the owner's actions on one (seed section 7 "Items"). */
export async function itemRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;

  /** The caller's item or 404: another user's item reads as missing, never as forbidden data. */
  const ownItem = async (userId: number, itemId: number) => {
    const found = await loadItem(db, storage, ownedBy(userId, itemId));
    if (!found) throw new HttpError(404, ITEM_NOT_FOUND);
    return found;
  };

  route(
    app,
    api.get,
    async ({ params }) => {
      const found = await loadItem(db, storage, and(eq(items.id, params.id), publiclyVisible)!);
      if (!found) throw new HttpError(404, ITEM_NOT_FOUND);
      return { item: found };
    },
    { refusals: [404] },
  );

  route(app, api.userItems, async ({ session }) => {
    const list = await loadItems(
      db,
      storage,
      and(eq(items.owner_id, session.user.id), sql`${items.status} <> 'deleted'`),
      [desc(items.created_at), desc(items.id)],
    );
    return { user: { id: session.user.id, name: session.user.name, items: list } };
  });

  route(
    app,
    api.userItem,
    async ({ session, params }) => ({ item: await ownItem(session.user.id, params.id) }),
    {
      refusals: [404],
    },
  );

  route(
    app,
    api.enable,
    async ({ session, params }) => {
      const current = await ownItem(session.user.id, params.id);
      requireVerifiedForRent(session.user, current.for_rent);
      await db.update(items).set({ status: 'active' }).where(ownedBy(session.user.id, params.id));
      return { message: 'Your item is listed again.', item: await ownItem(session.user.id, params.id) };
    },
    { refusals: [403, 404] },
  );

  route(
    app,
    api.disable,
    async ({ session, params }) => {
      await ownItem(session.user.id, params.id);
      await db.update(items).set({ status: 'disabled' }).where(ownedBy(session.user.id, params.id));
      return {
        message: 'Your item is hidden from search until you enable it.',
        item: await ownItem(session.user.id, params.id),
      };
    },
    { refusals: [404] },
  );

  route(
    app,
    api.delete,
    async ({ session, params }) => {
      // Soft: orders will keep referring to the item and its images, so no file is removed.
      const [deleted] = await db
        .update(items)
        .set({ status: 'deleted', deleted_at: sql`now()` })
        .where(ownedBy(session.user.id, params.id))
        .returning({ id: items.id });
      if (!deleted) throw new HttpError(404, ITEM_NOT_FOUND);
      return { message: 'Your item has been deleted.' };
    },
    { refusals: [404] },
  );

  route(
    app,
    api.updateStock,
    async ({ session, body }) => {
      // The answer is read inside the update's transaction, while its row lock holds: another
      // request's value can never come back as this one's.
      const item = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(items)
          .set({ starting_inventory: body.starting_inventory, version: sql`${items.version} + 1` })
          .where(ownedBy(session.user.id, body.id))
          .returning({ id: items.id });
        if (!updated) throw new HttpError(404, ITEM_NOT_FOUND);
        return loadItem(tx, storage, eq(items.id, body.id));
      });
      return { message: 'Stock updated.', item: item! };
    },
    { refusals: [404] },
  );
}
