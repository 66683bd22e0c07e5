/** True for PostgreSQL's unique_violation (23505), whether drizzle wrapped the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}
