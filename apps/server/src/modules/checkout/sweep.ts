// The card checkouts a crash left 'authorising' (decision 0042, "The provider outside the
// locks"): every five minutes, each older than ten asked again under its own key and settled.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define';
import { settleStale } from './authorise';

/** A checkout still authorising this long after tx1 is the sweep's: its request died. */
const STALE_MS = 10 * 60_000;
const SWEEP_BATCH = 50;

export const authorisingSweep = defineJob(
  'checkout-authorising-sweep',
  z.object({}),
  async (_, { app, now, log }) => {
    const at = now();
    const settled = await settleStale(app, new Date(at.getTime() - STALE_MS), SWEEP_BATCH, at);
    if (settled.completed + settled.released + settled.waiting)
      log.info(settled, 'card checkouts left authorising were asked again');
  },
);
