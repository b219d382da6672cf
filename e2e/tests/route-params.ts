import { expect, type APIRequestContext } from '@playwright/test';
import { paths, type RouteName } from '../../apps/web/src/routes/paths';

export interface Login {
  email: string;
  password: string;
}

/** What the demo data offers to fill a route's parameters with. */
export interface DemoRecords {
  /** A listing anyone may see, and its owner (a public profile). */
  itemId: number;
  ownerId: number;
  /** A listing of the signed-in user's own (their edit page). */
  ownItemId: number;
  /** A live password reset token, from the dev mailbox. */
  resetToken: string;
}

const json = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

/**
 * Reads the demo data through the API: a public item and its owner, one of `member`'s own items,
 * and a reset token emailed to `resetFor` (read from the dev mailbox).
 */
export async function demoRecords(
  request: APIRequestContext,
  member: Login,
  resetFor: string,
): Promise<DemoRecords> {
  const search = await request.get('/api/items/search?per_page=1&sort=newest', { headers: json });
  expect(search.ok()).toBe(true);
  const [item] = (await search.json()).items as Array<{ id: number; owner: { id: number } }>;

  const login = await request.post('/api/auth/login', { headers: json, data: member });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const mine = await request.get('/api/items/get-user-items/', {
    headers: { ...json, authorization: `Bearer ${token}` },
  });
  const [own] = (await mine.json()).user.items as Array<{ id: number }>;

  const asked = await request.post('/api/password/create/', { headers: json, data: { email: resetFor } });
  expect(asked.ok()).toBe(true);
  const mailbox = await request.get('/api/dev/mailbox', { headers: json });
  const emails = (await mailbox.json()).emails as Array<{ to: string; text: string; id: number }>;
  const text = emails.filter((e) => e.to.includes(resetFor)).sort((a, b) => b.id - a.id)[0]?.text ?? '';
  const resetToken = /\/password-reset\/request\/([^\s"<>]+)/.exec(text)?.[1];
  expect(resetToken, `a reset link in the email to ${resetFor}`).toBeTruthy();

  return { itemId: item!.id, ownerId: item!.owner.id, ownItemId: own!.id, resetToken: resetToken! };
}

/**
 * A route's path with its parameters filled from the demo data. Records the demo does not have
 * yet (orders, payments) take an id that names nothing: those pages are not built.
 */
export function routeUrl(name: RouteName, demo: DemoRecords): string {
  const values: Record<string, string | number> = {
    'view-item': demo.itemId,
    profile: demo.ownerId,
    'edit-item': demo.ownItemId,
    'admin-user': demo.ownerId,
    'password-reset-request': demo.resetToken,
  };
  return (paths[name] as string).replace(/:([A-Za-z]+)/g, () =>
    encodeURIComponent(String(values[name] ?? 1)),
  );
}
