/** Postgres' unique_violation, e.g. two signups racing for one email (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
