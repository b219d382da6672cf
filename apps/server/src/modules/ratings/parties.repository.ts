// Who a rating is by and of, as the lists and reviews join them: the writer, the subject, and
// the other side of an order.
import { aliasedTable } from 'drizzle-orm';
import { users } from '../../platform/db/schema';

export const raters = aliasedTable(users, 'rater');
export const ratees = aliasedTable(users, 'ratee');
export const others = aliasedTable(users, 'other');

/** A person as a rating shows them. */
export const partyOf = (table: typeof users) => ({
  id: table.id,
  name: table.name,
  avatar_path: table.avatar_path,
});
