import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Executor } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/plugin';

// notify(tx, …) is called from inside other modules' transactions and jobs, with no app in
// hand. The app it belongs to is found from the transaction's own connection: each app's pool
// marks every connection it hands out (pg-pool's `acquire` event) with that app's mailer and
// public address. Two apps in one process (the tests build several) never mix: a connection
// belongs to exactly one pool.

interface Binding {
  mailer: Mailer;
  publicUrl: string;
}

const byConnection = new WeakMap<object, Binding>();

/** Marks the app's pool, and every connection it hands out from now on, as this app's. */
export function bindConnections(app: FastifyInstance): void {
  const pool = (app.db as typeof app.db & { $client: pg.Pool }).$client;
  const binding: Binding = { mailer: app.mailer, publicUrl: app.config.publicUrl };
  byConnection.set(pool, binding);
  pool.on('acquire', (client) => byConnection.set(client, binding));
}

/** The mailer and address of the app whose connection `executor` runs on. */
export function bindingOf(executor: Executor): Binding {
  // Drizzle keeps the connection on its session: a PoolClient in a transaction, else the pool.
  const client = (executor as unknown as { session?: { client?: object } }).session?.client;
  const binding = client && byConnection.get(client);
  if (!binding) throw new Error('notify: this connection is not one of an app with the notifications module');
  return binding;
}
