/** Whether a Postgres error (drizzle wraps it in `cause`) has one of these SQLSTATEs. */
export function hasSqlState(error: unknown, ...states: string[]): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if (states.includes((e as { code?: unknown }).code as string)) return true;
  }
  return false;
}

/** Postgres' unique_violation, e.g. two signups racing for one email. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');
