/**
 * A failed call's HTTP status and answer, whichever way it failed: an axios error (a call made
 * with the client) or the store API slice's error (`{ status, data }`, a query or mutation).
 * Read by shape, so the pages need not load axios to understand a refusal.
 */
function refusal(error: unknown): { status: number; data: unknown } | null {
  if (typeof error !== 'object' || error === null) return null;
  const failed = error as { isAxiosError?: boolean; response?: { status: number; data: unknown }; status?: unknown };
  if (failed.isAxiosError) return failed.response ?? null;
  return typeof failed.status === 'number' ? (error as { status: number; data: unknown }) : null;
}

/** The HTTP status the API refused a call with; null when no answer came (unreachable, aborted). */
export function refusalStatus(error: unknown): number | null {
  return refusal(error)?.status ?? null;
}

function answered(error: unknown): { message?: unknown; field?: unknown } | undefined {
  const data = refusal(error)?.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/**
 * The API answers every failure as { message }; this pulls it out of any thrown value. A
 * screen that shows the message beside its own field can drop those fields' 'name: ' prefix.
 */
export function serverMessage(error: unknown, dropFieldPrefix: readonly string[] = []): string | null {
  const message = answered(error)?.message;
  if (typeof message === 'string' && message) {
    const field = dropFieldPrefix.find((name) => message.startsWith(`${name}: `));
    return field ? message.slice(field.length + 2) : message;
  }
  return null;
}

/** The field a 400 names (`{message, field}`), so a form can mark that one as wrong. */
export function serverField(error: unknown): string | null {
  const field = answered(error)?.field;
  return typeof field === 'string' ? field : null;
}

/**
 * The code and values a refusal carries (`./refusals`), for the page to say it in its own
 * language; null when it has none (an older answer, or no answer).
 */
export function serverRefusal(error: unknown): { code: string; values: Record<string, unknown> } | null {
  const data = answered(error) as { code?: unknown; values?: unknown } | undefined;
  if (typeof data?.code !== 'string') return null;
  const values = typeof data.values === 'object' && data.values !== null ? data.values : {};
  return { code: data.code, values: values as Record<string, unknown> };
}
