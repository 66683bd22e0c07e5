import { HttpError } from './errors';

/** True for PostgreSQL's unique_violation (23505), whether drizzle wrapped the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Runs a write whose unique index may refuse it; a duplicate becomes a 409 with `message`. */
export async function uniqueOr409<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, message);
    throw error;
  }
}
