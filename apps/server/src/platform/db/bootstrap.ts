import path from 'node:path';
import { resolvePath, type Env } from '../../env';
import { startEmbeddedPostgres, type Logger } from './embedded';
import { runMigrations } from './migrate';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * The database the server and create-admin share: DATABASE_URL when set, otherwise a PostgreSQL
 * cluster of our own in `${DATA_DIR}/pg`. Either way it is migrated before use.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  log: Logger,
): Promise<Database> {
  if (env.DATABASE_URL) {
    await runMigrations(env.DATABASE_URL);
    return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const cluster = await startEmbeddedPostgres(path.join(resolvePath(env.DATA_DIR), 'pg'), log);
  try {
    await runMigrations(cluster.url);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: cluster.url, embedded: true, stop: cluster.stop };
}
