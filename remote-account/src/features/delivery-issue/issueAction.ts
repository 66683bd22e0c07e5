import type { DeliveryIssue, DeliveryIssueAnswerInput } from '@store/shared/api';

/** An answer to a failed delivery as the page says it: deliver again (maybe on a day), her cancellation, or the desk's return. */
export type IssueAction = { kind: 're-attempt'; date?: string | null } | { kind: 'cancel' } | { kind: 'return' };

/** The API's record of the answer, or the one she just sent, as the page says it (null: none yet). */
export function actionOf(action: DeliveryIssue['action'] | DeliveryIssueAnswerInput | undefined): IssueAction | null {
  if (!action) return null;
  if (action.kind !== 're-attempt') return { kind: action.kind };
  return { kind: action.kind, date: action.date ?? null };
}

/** A 410's answer, when it carries the failed delivery as it was closed (else the page reads it again). */
export function issueOfRefusal(error: unknown): DeliveryIssue | null {
  const data = (error as { data?: unknown } | undefined)?.data as Partial<DeliveryIssue> | undefined;
  return data && typeof data.orderNumber === 'string' && typeof data.answered === 'boolean'
    ? (data as DeliveryIssue)
    : null;
}
