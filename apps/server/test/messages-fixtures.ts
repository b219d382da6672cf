import { bearer, insertUser, login, type TestApp } from './helpers';

/* People who write to each other in the messages and notifications tests, and their calls. */

export type Person = Awaited<ReturnType<typeof insertUser>> & { token: string };

/** A verified, signed-in user. */
export async function person(
  t: TestApp,
  name: string,
  values: Parameters<typeof insertUser>[1] = {},
): Promise<Person> {
  const user = await insertUser(t.db, { name, verification_status: 'approved', ...values });
  return { ...user, token: await login(t.app, user.email) };
}

/** A call as that user (JSON body, extra headers). */
export const caller =
  (t: TestApp) =>
  (
    who: Person,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({ method, url, headers: { ...bearer(who.token), ...headers }, ...(payload && { payload }) });
