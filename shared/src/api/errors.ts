import { isAxiosError } from 'axios';

/**
 * The API answers every failure as { message }; this pulls it out of any thrown value. A
 * screen that shows the message beside its own field can drop those fields' 'name: ' prefix.
 */
export function serverMessage(error: unknown, dropFieldPrefix: readonly string[] = []): string | null {
  if (isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    const message = data?.message;
    if (typeof message === 'string' && message) {
      const field = dropFieldPrefix.find((name) => message.startsWith(`${name}: `));
      return field ? message.slice(field.length + 2) : message;
    }
  }
  return null;
}
