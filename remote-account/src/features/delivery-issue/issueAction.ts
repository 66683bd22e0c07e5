import type { DeliveryIssue, DeliveryIssueAnswerInput } from '@store/shared/api';

/** An answer to a failed delivery as the page says it: deliver again (maybe on a day), cancel, or the desk's return. */
export type IssueAction = { kind: 're-attempt'; date?: string | null } | { kind: 'cancel' } | { kind: 'return' };

const KINDS = ['re-attempt', 'cancel', 'return'] as const;

/** The API's record of the answer (its kind alone, or with the day), or null for one the page does not know. */
export function actionOf(action: DeliveryIssue['action'] | DeliveryIssueAnswerInput | undefined): IssueAction | null {
  if (!action) return null;
  const kind = typeof action === 'string' ? action : action.kind;
  if (!(KINDS as readonly string[]).includes(kind)) return null;
  if (kind !== 're-attempt') return { kind: kind as 'cancel' | 'return' };
  const date = typeof action === 'string' ? null : (action as { date?: unknown }).date;
  return { kind, date: typeof date === 'string' ? date : null };
}

/** A 410's answer, when it carries the failed delivery as it was closed (else the page reads it again). */
export function issueOfRefusal(error: unknown): DeliveryIssue | null {
  const data = (error as { data?: unknown } | undefined)?.data as Partial<DeliveryIssue> | undefined;
  return data && typeof data.orderNumber === 'string' && typeof data.answered === 'boolean'
    ? (data as DeliveryIssue)
    : null;
}
