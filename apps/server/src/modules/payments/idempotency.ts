// One idempotency store for the money actions that take an Idempotency-Key (decision 0042, "The
// idempotency store"): the checkout's Pay and an admin's refund. A key is the caller's, for one
// operation: the same key and body again answer the stored answer and do nothing; the same key
// with another body is a 422 beside `Idempotency-Key`. The key is claimed first thing in the
// action's own transaction and its answer stored there, so a key has an answer exactly when the
// action's effect committed; a second call with the key at the same moment waits for the first
// and then answers what it stored (or, if the first failed, runs itself). No key, no memory.
import { createHash } from 'node:crypto';
import type { Executor } from '../../platform/db/client';
import { Conflict, FieldErrors } from '../../platform/errors/domain';
import { answerKey, claimKey, findKey } from './payments.repository';

/** An answer as stored: the HTTP status and body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface KeyedCall {
  userId: number;
  /** What the key is sent to, e.g. 'checkout.pay', 'payment.refund'. */
  operation: string;
  /** The Idempotency-Key, if one was sent. */
  key: string | undefined;
  /** What the request asks (its target included): another with the same key is refused. */
  body: unknown;
  /** The 422's words when the key comes again with another body. */
  reused: string;
}

const BUSY = 'A request with this Idempotency-Key is still being answered. Wait a moment and look again.';

/** JSON with keys sorted at every level: one body, one text, however its keys were ordered. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** sha256 of the body, stably ordered. */
export const requestHash = (body: unknown) => createHash('sha256').update(stableJson(body)).digest('hex');

const where = (call: KeyedCall & { key: string }) => ({
  user_id: call.userId,
  operation: call.operation,
  key: call.key,
});

/** The key's stored answer, if it has one; another body with the key: 422. */
async function storedFor<A extends StoredAnswer>(db: Executor, call: KeyedCall & { key: string }) {
  const row = await findKey(db, where(call));
  if (!row) return undefined;
  if (row.request_hash !== requestHash(call.body)) throw FieldErrors.one('Idempotency-Key', call.reused);
  if (row.response_status === null) return null;
  return { status: row.response_status, body: row.response } as A;
}

/** Before the action's transaction: the stored answer of a key seen before (no lock taken). */
export async function replayOf<A extends StoredAnswer>(
  db: Executor,
  call: KeyedCall,
): Promise<A | undefined> {
  if (call.key === undefined) return undefined;
  return (await storedFor<A>(db, { ...call, key: call.key })) ?? undefined;
}

/**
 * Runs `work` once per key, inside the caller's transaction (call it first there, before any row
 * lock): its answer is stored with the key and commits with its effect. 422: the key with another
 * body; 409: the key's first call not answered (it cannot be: its answer commits with it).
 */
export async function once<A extends StoredAnswer>(
  tx: Executor,
  call: KeyedCall,
  work: () => Promise<A>,
): Promise<A> {
  if (call.key === undefined) return work();
  const keyed = { ...call, key: call.key };
  const id = await claimKey(tx, { ...where(keyed), request_hash: requestHash(call.body) });
  if (id === undefined) {
    const stored = await storedFor<A>(tx, keyed);
    if (!stored) throw new Conflict(BUSY);
    return stored;
  }
  const answer = await work();
  await answerKey(tx, id, answer.status, answer.body);
  return answer;
}

/** A key's owner and operation, and the hash of the request it first came with. */
export interface KeptKey {
  userId: number;
  operation: string;
  key: string;
  requestHash: string;
}

/**
 * An answer reached outside `once`, in the transaction that makes it (a card checkout settles
 * after its provider call, perhaps in the sweep): kept in the store as `once` keeps its own,
 * unless the key has one already.
 */
export async function keepAnswer(tx: Executor, kept: KeptKey, answer: StoredAnswer): Promise<void> {
  const key = { user_id: kept.userId, operation: kept.operation, key: kept.key };
  const id = await claimKey(tx, { ...key, request_hash: kept.requestHash });
  if (id !== undefined) await answerKey(tx, id, answer.status, answer.body);
}
