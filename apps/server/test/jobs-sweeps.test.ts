import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../src/platform/db/schema';
import { insertItem, insertUser, useTestApp } from './helpers';
import { runSweep } from './sweeps';

const t = useTestApp();
const HOUR = 60 * 60_000;

/** A file under DATA_DIR/uploads, last written at `writtenAt`. */
async function upload(key: string, writtenAt: Date) {
  const file = path.join(t.config.dataDir, 'uploads', key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, 'webp bytes');
  await fs.utimes(file, writtenAt, writtenAt);
}

const exists = (key: string) =>
  fs.stat(path.join(t.config.dataDir, 'uploads', key)).then(
    () => true,
    () => false,
  );

describe('the hourly sweeps', () => {
  it('are cron schedules of the job queue, so one server runs each', async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      // Card checkouts a crash left authorising, asked again (modules/checkout, decision 0042).
      ['checkout-authorising-sweep', '*/5 * * * *'],
      ['maintenance-sweep', '0 * * * *'],
      // The order timers: completion, overdue rentals, last-day reminders (modules/orders).
      ['order-timers-sweep', '*/10 * * * *'],
      // Provider intents pending over 30 minutes asked again (modules/payments, decision 0042).
      ['payment-intent-sweep', '*/10 * * * *'],
      // Ratings: publish what is 14 days past completion; remind who has not rated (modules/ratings).
      ['rating-publish-sweep', '7 * * * *'],
      ['rating-reminder-sweep', '37 * * * *'],
      // Pending rental requests whose own expiry job never ran (modules/requests).
      ['request-expiry-sweep', '*/10 * * * *'],
      ['storage-orphan-sweep', '30 * * * *'],
    ]);
  });

  it('given emails past the retention by the clock / the sweep job removes them', async () => {
    const [row] = await t.db
      .insert(outbox)
      .values({ to: 'old@example.com', subject: 'Old', text: 't', html: 'h' })
      .returning();
    // Today's run keeps it; the same job eight days on removes it.
    await runSweep(t, 'maintenance-sweep');
    expect(await t.db.select().from(outbox).where(eq(outbox.id, row!.id))).toHaveLength(1);
    await runSweep(t, 'maintenance-sweep', new Date(Date.now() + 8 * 24 * HOUR));
    expect(await t.db.select().from(outbox).where(eq(outbox.id, row!.id))).toEqual([]);
  });
});

describe('upload files no row points at', () => {
  it('given files written before a crash / an orphan older than an hour goes; referenced files and a fresh orphan stay', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 2 * HOUR);
    const owner = await insertUser(t.db);
    // items/test/<id>-0-{card,gallery,zoom}.webp, and its link-preview copy.
    const item = await insertItem(t.db, owner.id, {}, [{ preview_path: `items/ab/${owner.id}-preview.jpg` }]);
    const held = [
      `items/test/${item.id}-0-card.webp`,
      `items/test/${item.id}-0-gallery.webp`,
      `items/ab/${owner.id}-preview.jpg`,
    ];
    for (const key of held) await upload(key, old);
    await upload('items/ab/orphan-card.webp', old);
    await upload('items/ab/orphan-card.webp.0b4e7f3c.tmp', old); // an interrupted write
    await upload('items/ab/fresh-card.webp', new Date(now.getTime() - 10 * 60_000));
    await upload('avatars/held.webp', old);
    await upload('avatars/orphan.webp', old);
    await t.db.update(users).set({ avatar_path: '/uploads/avatars/held.webp' }).where(eq(users.id, owner.id));
    await upload('exports/unknown.csv', old); // a folder the sweep does not know: left alone

    await runSweep(t, 'storage-orphan-sweep', now);

    expect(await exists('items/ab/orphan-card.webp')).toBe(false);
    expect(await exists('items/ab/orphan-card.webp.0b4e7f3c.tmp')).toBe(false);
    expect(await exists('avatars/orphan.webp')).toBe(false);
    for (const key of held) expect(await exists(key)).toBe(true);
    expect(await exists('avatars/held.webp')).toBe(true);
    expect(await exists('items/ab/fresh-card.webp')).toBe(true);
    expect(await exists('exports/unknown.csv')).toBe(true);

    // An hour on by the clock, the fresh orphan has had its hour too.
    expect(await t.app.maintenance.sweepFiles(new Date(now.getTime() + HOUR))).toBe(1);
    expect(await exists('items/ab/fresh-card.webp')).toBe(false);
    expect(await exists(held[0]!)).toBe(true);
  });
});
