import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../client';
import * as s from '../../schema';

// The demo's ratings (issue 16, decision 0038), so /my-ratings, the profiles and the item pages
// show something at once: Siti's purchase of Hakim's sewing machine rated both ways (published,
// counted in both averages and the item's); Hakim's rental of Siti's guitar rated by Hakim only
// (still hidden: it waits in Siti's To give, with "Hakim has rated you"). The demo's completed
// orders completed a few days before the first boot (commerce-data.ts), within their 14 days to
// rate; their completion is never moved (the ledger and the history date it too). Idempotent: a
// rating that exists is left alone and the sums grow only with what this run inserted.

type Login = 'siti' | 'hakim';

interface DemoRating {
  /** The order: its buyer, seller and the title of its line. */
  buyer: Login;
  seller: Login;
  title: string;
  published: boolean;
  ratings: Array<{ by: Login; target: 'user' | 'item'; rating: number; content: string }>;
}

const DEMO_RATINGS: DemoRating[] = [
  {
    buyer: 'siti',
    seller: 'hakim',
    title: 'Brother sewing machine',
    published: true,
    ratings: [
      {
        by: 'siti',
        target: 'user',
        rating: 5,
        content: 'Delivered on time and showed me how to thread it. Thank you!',
      },
      { by: 'siti', target: 'item', rating: 4, content: 'Works well; the foot pedal is a little stiff.' },
      {
        by: 'hakim',
        target: 'user',
        rating: 5,
        content: 'Paid at once and easy to arrange the delivery with.',
      },
    ],
  },
  {
    buyer: 'hakim',
    seller: 'siti',
    title: 'Fender Stratocaster electric guitar',
    published: false,
    ratings: [
      {
        by: 'hakim',
        target: 'user',
        rating: 5,
        content: 'The guitar was set up perfectly. Would rent from Siti again.',
      },
      { by: 'hakim', target: 'item', rating: 5, content: 'Sounds great, fresh strings.' },
    ],
  },
];

async function orderOf(tx: Executor, buyer: number, seller: number, title: string) {
  const [row] = await tx
    .select({ id: s.orders.id, item_id: s.orderLines.item_id, status: s.orders.status })
    .from(s.orders)
    .innerJoin(s.orderLines, eq(s.orderLines.order_id, s.orders.id))
    .where(and(eq(s.orders.buyer_id, buyer), eq(s.orders.seller_id, seller), eq(s.orderLines.title, title)))
    .limit(1);
  return row;
}

export async function seedRatings(db: Db): Promise<void> {
  const people = await db
    .select({ id: s.users.id, email: s.users.email })
    .from(s.users)
    .where(sql`lower(${s.users.email}) in ('siti@pinjam.bn', 'hakim@pinjam.bn')`);
  const ids = Object.fromEntries(people.map((p) => [p.email.split('@')[0], p.id])) as Record<Login, number>;
  if (!ids.siti || !ids.hakim) return;
  for (const demo of DEMO_RATINGS) {
    await db.transaction(async (tx) => {
      const order = await orderOf(tx, ids[demo.buyer], ids[demo.seller], demo.title);
      if (!order || order.status !== 'completed') return;
      const written = await tx
        .insert(s.ratings)
        .values(
          demo.ratings.map((r) => ({
            order_id: order.id,
            rater_id: ids[r.by],
            ratee_id: ids[r.by === demo.buyer ? demo.seller : demo.buyer],
            rater_role: r.by === demo.buyer ? ('buyer' as const) : ('seller' as const),
            target: r.target,
            item_id: r.target === 'item' ? order.item_id : null,
            rating: r.rating,
            content: r.content,
            published_at: demo.published ? sql`now() - interval '1 day'` : null,
            created_at: sql`now() - interval '1 day'`,
          })),
        )
        .onConflictDoNothing()
        .returning();
      for (const r of written.filter((w) => w.published_at !== null)) {
        const add = { rating_sum: sql`rating_sum + ${r.rating}`, rating_count: sql`rating_count + 1` };
        if (r.target === 'user') await tx.update(s.users).set(add).where(eq(s.users.id, r.ratee_id));
        else await tx.update(s.items).set(add).where(eq(s.items.id, r.item_id!));
      }
    });
  }
}
