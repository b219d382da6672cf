import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: services take either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
}

/** One pool per process; its errors (e.g. the cluster stopping) are logged, never thrown. */
export function createDb(url: string, onError: (error: Error) => void = () => {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20, // checkout and requests hold up to 8, the sandbox provider as many (decision 0026)
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // A runaway query must not hold a connection forever.
    statement_timeout: 15_000,
  });
  pool.on('error', onError);
  return { db: drizzle(pool, { schema }), pool };
}
