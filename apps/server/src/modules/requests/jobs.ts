import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define';
import * as requests from './requests.repository';
import { expire } from './transitions';

/**
 * One per request, sent in the checkout's transaction to start at its expires_at. Safe to run
 * twice: `expire` locks the request and does nothing unless it is still pending and due.
 */
export const requestExpiry = defineJob(
  'request-expire',
  z.object({ request_id: z.number().int().positive() }),
  async ({ request_id }, { app, now }) => {
    await expire(app, request_id, now());
  },
  { retryLimit: 8, retryDelaySeconds: 30 },
);

const SWEEP_BATCH = 200;

/** Every ten minutes: any pending request whose time is up and whose own job never ran. */
export const requestExpirySweep = defineJob(
  'request-expiry-sweep',
  z.object({}),
  async (_, { app, db, now }) => {
    const at = now();
    for (const id of await requests.duePending(db, at, SWEEP_BATCH)) await expire(app, id, at);
  },
);
