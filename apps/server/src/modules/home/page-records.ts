import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { items, users } from '../../platform/db/schema';
import { activeAccount, publiclyVisible } from '../catalogue/items';

/** An id as the web app reads one from a path ('/view-item/12'); anything else names nothing. */
const recordId = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : null);

// What the public sees of a record a page shows, in a word, or null when the public may not see
// it (unknown, disabled, deleted, an inactive account): decided as the API decides it
// (publiclyVisible, activeAccount). One indexed row each.

/** The title of the item at /view-item/{param}, if the public may see it. */
export async function publicItemTitle(db: Executor, param: string | undefined): Promise<string | null> {
  const id = recordId(param);
  if (id === null) return null;
  const [row] = await db
    .select({ title: items.title })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(eq(items.id, id), publiclyVisible))
    .limit(1);
  return row?.title ?? null;
}

/** The name of the member at /profile/{param}, if the public may see them. */
export async function publicProfileName(db: Executor, param: string | undefined): Promise<string | null> {
  const id = recordId(param);
  if (id === null) return null;
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, id), activeAccount))
    .limit(1);
  return row?.name ?? null;
}
