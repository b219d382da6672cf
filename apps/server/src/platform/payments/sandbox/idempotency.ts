import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sandboxIdempotency } from '../../db/schema';
import { PaymentError } from '../types';

/**
 * Runs `work` once per key, in one transaction with the key's row, as Stripe keeps keys: the same
 * key and request again answer the first answer (stored), the same key with another request is
 * refused. Two calls with one key at once: the second's insert waits on the first's uncommitted
 * row, then finds it and answers what the first stored; if the first rolled back, it does the work.
 */
export async function once<T>(
  db: Db,
  key: string,
  operation: string,
  input: unknown,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify([operation, input]))
    .digest('hex');
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sandboxIdempotency)
      .values({ key, request_hash: requestHash, response: {} })
      .onConflictDoNothing()
      .returning({ key: sandboxIdempotency.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
      if (first!.request_hash !== requestHash)
        throw new PaymentError(
          'idempotency_mismatch',
          `The idempotency key was used before for another ${operation} request.`,
        );
      return first!.response as T;
    }
    const response = await work(tx);
    await tx.update(sandboxIdempotency).set({ response }).where(eq(sandboxIdempotency.key, key));
    return response;
  });
}
