// The users area: the signed-in account and public profiles (the server's modules/users).
import { z } from './zod';
import { endpoint } from './endpoint';
import { avatar, user } from './models';
import { itemCard, ratingSummary } from './catalogue';
import { idParams } from './numbers';
import { accountSettings } from './account';

export * from './account';

/** A public profile (seed: get-profile-data reads `user`). */
export const publicProfile = z.object({
  id: z.int(),
  name: z.string(),
  avatar,
  bio: z.nullable(z.string()),
  district: z.nullable(z.string()),
  /** Member since. */
  created_at: z.string(),
  verified: z.boolean(),
  rating: ratingSummary,
  items: z.array(itemCard),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const account = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/get/',
    auth: 'user',
    tag: 'users',
    summary: 'The signed-in user',
    response: z.object({ user }),
  }),
  // The settings page's calls (issue 15): contract/account.ts.
  ...accountSettings,
} as const;

export const profiles = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/get-profile-data/:id',
    auth: 'none',
    tag: 'users',
    summary: "A user's public profile and active items (seed: reads user); 404 for disabled accounts",
    params: idParams,
    response: z.object({ user: publicProfile }),
  }),
} as const;
