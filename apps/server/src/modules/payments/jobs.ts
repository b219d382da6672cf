// The intents' jobs (decision 0042, "The provider outside the locks"): one per intent, sent with
// its booking; and the reconcile sweep for any still pending half an hour on.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define';
import { settleIntent } from './intents';
import { stalePending } from './intents.repository';

/** Sent with every intent, to run a minute later: settles it if a crash or an outage left it pending. */
export const intentSettle = defineJob(
  'payment-intent-settle',
  z.object({ intent_id: z.number().int().positive() }),
  async ({ intent_id }, { app }) => {
    await settleIntent(app, intent_id);
  },
  { retryLimit: 20, retryDelaySeconds: 60, retryBackoff: false },
);

/** Intents older than this are the sweep's: their own job ran out of retries or was lost. */
const STALE_MS = 30 * 60_000;
const SWEEP_BATCH = 100;

/** Every ten minutes: each intent pending for more than 30 minutes asked again, same key. */
export const intentReconcileSweep = defineJob(
  'payment-intent-sweep',
  z.object({}),
  async (_, { app, db, now, log }) => {
    for (const id of await stalePending(db, new Date(now().getTime() - STALE_MS), SWEEP_BATCH))
      await settleIntent(app, id).catch((error: unknown) =>
        log.warn({ err: error, intent: id }, 'a provider intent is still unsettled: asked again next sweep'),
      );
  },
);
