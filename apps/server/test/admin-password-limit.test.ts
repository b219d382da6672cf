import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/env';
import { bearer, insertUser, login, PASSWORD, useTestApp } from './helpers';

// Issue 17's bad input: the admin's password change with a wrong current password ten times in
// a row, then 429 (the login's per-account limit and counters, at production values).

const t = useTestApp({ rateLimits: defaultRateLimits });
let headers: Record<string, string>;
const NEW = 'kampong-ayer-2026';

beforeAll(async () => {
  const admin = await insertUser(t.db, { role_id: 2 });
  headers = bearer(await login(t.app, admin.email));
});

const change = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/update-password/',
    headers,
    payload: { password, newPassword: NEW, newPassword_confirmation: NEW },
  });

describe("the admin's password change, guessed", () => {
  it('answers 422 to ten wrong passwords in a row, then 429 with Retry-After, even to the right one', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await change(`wrong-${i}-password`)).statusCode, `attempt ${i}`).toBe(422);
    const locked = await change('wrong-11-password');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await change(PASSWORD)).statusCode).toBe(429);
  });

  it('starts the count again after the right password', async () => {
    const other = await insertUser(t.db, { role_id: 2 });
    const own = bearer(await login(t.app, other.email));
    const send = (password: string, next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/update-password/',
        headers: own,
        payload: { password, newPassword: next, newPassword_confirmation: next },
      });
    for (let i = 1; i <= 9; i++) expect((await send(`wrong-${i}-password`, NEW)).statusCode).toBe(422);
    expect((await send(PASSWORD, NEW)).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++)
      expect((await send(`wrong-${i}-password`, NEW)).statusCode, `again ${i}`).toBe(422);
    expect((await send(NEW, PASSWORD)).statusCode).toBe(429);
  });
});
