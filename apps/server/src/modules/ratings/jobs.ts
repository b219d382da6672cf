import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define';
import { reminderEmail } from './emails';
import * as clock from './rating-clock.repository';
import { publishDue } from './ratings.service';
import { reminderCutoff, windowCutoff, windowEnd } from './rules';

const SWEEP_BATCH = 200;

/**
 * Every hour: the blind ratings of orders completed 14 days ago or more are published (one order
 * per transaction, the order locked and re-checked, so a second server or a retry does no harm).
 */
export const ratingPublishSweep = defineJob('rating-publish-sweep', z.object({}), async (_, { app, now }) => {
  const at = now();
  for (const id of await clock.duePublication(app.db, windowCutoff(at), SWEEP_BATCH))
    await publishDue(app, id, at);
});

/**
 * Every hour: a side of an order completed 3 to 14 days ago that has not rated gets one reminder
 * (reminders_sent's key says it went: inserted first, the email in the same transaction).
 */
export const ratingReminderSweep = defineJob(
  'rating-reminder-sweep',
  z.object({}),
  async (_, { app, db, now }) => {
    const at = now();
    const due = await clock.dueReminders(db, windowCutoff(at), reminderCutoff(at), SWEEP_BATCH);
    for (const { order_id, user_id } of due) {
      await db.transaction(async (tx) => {
        const facts = await clock.reminderFacts(tx, order_id, user_id);
        if (!facts || facts.status !== 'completed' || facts.already || facts.disabled) return;
        if (!(await clock.markReminded(tx, order_id, user_id))) return;
        const content = reminderEmail(app.config.publicUrl, {
          order_id,
          name: facts.name,
          other: facts.other,
          item: facts.item,
          rate_by: windowEnd(facts.completed_at),
        });
        await app.mailer.send(facts.to, content, tx);
      });
    }
  },
);
