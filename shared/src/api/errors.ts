import { isAxiosError } from 'axios';

/** The API answers every failure as { message }; this pulls it out of any thrown value. */
export function serverMessage(error: unknown): string | null {
  if (isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return null;
}
