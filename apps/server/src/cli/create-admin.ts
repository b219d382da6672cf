import { PASSWORD_MIN } from '@pinjam/api/contract';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { bootLogger } from '../boot-log';
import { openDatabase } from '../platform/db/bootstrap';
import { createDb } from '../platform/db/client';
import { loadEnv } from '../env';
import { createOrPromoteAdmin } from '../modules/users/users.service';

const USAGE =
  'Usage: npm run create-admin -- --email admin@example.com --password "a long password" --name "Full Name"';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

/** Checks the flags; returns the admin to create or a message saying what is wrong. */
function readFlags() {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const missing = ['email', 'password', 'name'].filter((f) => !values[f]?.trim());
  if (missing.length) fail(`Missing ${missing.map((f) => `--${f}`).join(', ')}.`);
  const email = z.email().safeParse(values.email!.trim().toLowerCase());
  if (!email.success) fail(`--email: "${values.email}" is not an email address.`);
  if (values.password!.length < PASSWORD_MIN) fail(`--password: use at least ${PASSWORD_MIN} characters.`);
  return { email: email.data, password: values.password!, name: values.name!.trim() };
}

async function main(): Promise<void> {
  const input = readFlags();
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  // The same database as the server: DATABASE_URL, or the embedded cluster in DATA_DIR (joined
  // if a server is running on it, started and stopped again if not).
  const database = await openDatabase(env, bootLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL));
  const { db, pool } = createDb(database.url);
  try {
    const outcome = await createOrPromoteAdmin(db, input);
    console.log(`${outcome === 'created' ? 'Created' : 'Promoted'} admin ${input.email}.`);
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`create-admin failed: ${(error as Error).message}`);
  process.exit(1);
});
