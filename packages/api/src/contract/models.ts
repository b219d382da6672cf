import { preprocess, z } from './zod';
import { verificationStatuses } from '../domain/statuses';

/** Market constants (docs/product.md). */
export const districts = ['Brunei-Muara', 'Tutong', 'Belait', 'Temburong'] as const;
export type District = (typeof districts)[number];
/** "Temborong" is accepted on input (the seed spells it both ways) and always shown as "Temburong". */
export const districtInput = preprocess(
  (v) => (typeof v === 'string' && v.trim().toLowerCase() === 'temborong' ? 'Temburong' : v),
  z.enum(districts, { message: 'Choose one of the four districts' }),
);

export const ROLE_USER = 1;
export const ROLE_ADMIN = 2;

export { verificationStatuses };

export const avatar = z.nullable(z.object({ path: z.string() }));

/** The signed-in user as the server describes them (login, refresh, user/get). */
export const user = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role_id: z.int(),
  is_admin: z.boolean(),
  avatar,
  bio: z.nullable(z.string()),
  district: z.nullable(z.string()),
  created_at: z.string(),
  meta: z.object({
    is_verified: z.boolean(),
    verification_status: z.enum(verificationStatuses),
  }),
});
export type User = z.infer<typeof user>;

/** The login answer: the user and a bearer token with its expiry. */
export const session = z.object({
  user,
  token: z.string(),
  expires_at: z.string(),
});
export type Session = z.infer<typeof session>;

/** What the web app keeps under the 'user' storage key: the user plus the token (docs/product.md §3). */
export type StoredUser = User & { token: string; expires_at: string };
