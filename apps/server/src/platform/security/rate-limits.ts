export interface Limit {
  max: number;
  windowMs: number;
}
/**
 * Every limit, with what it counts (docs/decisions/0018). The API's limits are per signed-in user,
 * or per address for visitors, sized for many people behind one carrier or office address; pages,
 * scripts, styles and images are never limited. The account limits hold whatever the address.
 */
export interface RateLimits {
  /** Any API call of a visitor, per address. */
  apiPerAddress: Limit;
  /** Any API call of a signed-in user, per user. */
  apiPerUser: Limit;
  /** Login attempts against one account (its lowercased email), from any address. */
  loginPerAccount: Limit;
  /** Login attempts from one address, whatever the account. */
  loginPerAddress: Limit;
  /** Signups from one address. */
  signupPerAddress: Limit;
  /** Password reset and activation requests from one address. */
  emailActionsPerAddress: Limit;
  /** Emails (reset, activation) one account receives: more are silently not sent. */
  accountEmailsPerMinute: Limit;
  accountEmailsPerHour: Limit;
  /** Creating and editing items (image processing is costly), per user. */
  listings: Limit;
}

const MINUTE = 60_000;
export const defaultRateLimits: RateLimits = {
  apiPerAddress: { max: 3000, windowMs: MINUTE },
  apiPerUser: { max: 1200, windowMs: MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  signupPerAddress: { max: 20, windowMs: 60 * MINUTE },
  emailActionsPerAddress: { max: 10, windowMs: 60 * MINUTE },
  accountEmailsPerMinute: { max: 1, windowMs: MINUTE },
  accountEmailsPerHour: { max: 5, windowMs: 60 * MINUTE },
  listings: { max: 60, windowMs: 60 * MINUTE },
};

/** Every limit times `factor` (at least 1): tests and load benches scale them together. */
export function scaleLimits(limits: RateLimits, factor: number): RateLimits {
  const scale = (l: Limit) => ({ ...l, max: Math.max(1, Math.round(l.max * factor)) });
  return Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, scale(limit)]),
  ) as unknown as RateLimits;
}
