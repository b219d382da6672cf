import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemDetails, users } from '../src/platform/db/schema';
import { DEMO_LOGINS, DEMO_SYSTEM_DETAILS, seedDemo } from '../src/platform/db/seed';
import { createOrPromoteAdmin } from '../src/modules/users/users.service';
import { buildTestApp, createTestDatabase, findUser, insertUser, uniqueEmail, type TestApp } from './helpers';
import { seedDemoDrawnOnce } from './demo-seed';

const run = promisify(execFile);
let t: TestApp;
let databaseUrl: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  databaseUrl = database.url;
  drop = database.drop;
  t = await buildTestApp(database.url);
});
afterAll(async () => {
  await t?.close();
  await drop?.();
});

describe('seedDemo', () => {
  it('can run twice and leaves one of each demo user and one system details row', async () => {
    await seedDemoDrawnOnce(t);
    await seedDemo(t.db, t.app.storage);
    const [{ count }] = (await t.db.execute(sql`select count(*)::int as count from ${users}`)).rows as [
      { count: number },
    ];
    expect(count).toBe(DEMO_LOGINS.length);
    expect(await t.db.select().from(systemDetails)).toHaveLength(1);
    // As long as seed-catalogue.test.ts gives its seed: the first file of a run to seed draws the
    // demo's photos (~10 s alone; 30 s was not enough beside the stories in CI).
  }, 120_000);

  it('lets every demo login sign in, the admin as admin and the users verified', async () => {
    for (const demo of DEMO_LOGINS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demo.email, password: demo.password },
      });
      expect(res.statusCode, demo.email).toBe(200);
      const { user } = res.json();
      expect(user.is_admin).toBe(demo.role === 'admin');
      expect(user.meta.is_verified).toBe(demo.verified);
      expect(user.district).toBe(demo.district);
    }
  });

  it('publishes the Bandar Seri Begawan address for the footer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/helpers/system-details' });
    expect(res.json()).toEqual({ details: DEMO_SYSTEM_DETAILS });
  });
});

describe('createOrPromoteAdmin', () => {
  it('creates an activated admin', async () => {
    const email = uniqueEmail('boss');
    expect(await createOrPromoteAdmin(t.db, { email, password: 'long-enough-pass', name: 'Boss' })).toBe(
      'created',
    );
    expect(await findUser(t.db, email)).toMatchObject({ role_id: 2, activated_at: expect.any(Date) });
  });

  it('promotes, activates and re-enables an existing account', async () => {
    const user = await insertUser(t.db, { activated: false, disabled_at: new Date() });
    expect(
      await createOrPromoteAdmin(t.db, {
        email: user.email.toUpperCase(),
        password: 'long-enough-pass',
        name: 'Promoted',
      }),
    ).toBe('promoted');
    expect(await findUser(t.db, user.email)).toMatchObject({
      role_id: 2,
      disabled_at: null,
      activated_at: expect.any(Date),
    });
  });
});

describe('npm run create-admin', () => {
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/cli/create-admin.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it('creates the admin given by the flags', async () => {
    const email = uniqueEmail('cli');
    const result = await cli(['--email', email, '--password', 'cli-password-1', '--name', 'Cli Admin']);
    expect(result).toEqual({ code: 0, out: `Created admin ${email}.\n` });
    expect((await findUser(t.db, email))!.role_id).toBe(2);
  });

  it('names the missing flags and exits with 1', async () => {
    const result = await cli(['--email', 'x@example.com']);
    expect(result.code).toBe(1);
    expect(result.out).toContain('Missing --password, --name.');
  });

  it('refuses a short password', async () => {
    const result = await cli(['--email', 'x@example.com', '--password', 'short', '--name', 'X']);
    expect(result.code).toBe(1);
    expect(result.out).toContain('--password: use at least 8 characters.');
  });
});
