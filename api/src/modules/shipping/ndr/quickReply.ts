import { formatIndiaDate } from '@store/shared/format';
import { HttpError } from '../../../http/errors';
import { noticeLocale } from '../../notifications';
import { answerException, type NdrDeps } from './deliveryExceptions';
import { findException, findOrderOf, findShipment } from './ndrRepository';
import { NDR_PAYLOAD, NDR_WORDS } from './notice';

/**
 * A failed delivery's quick reply on WhatsApp ('Deliver tomorrow' or 'Cancel'): answered as her
 * link answers it, but only from the order's own phone. The reply to send, or null for a payload
 * that is not a failed delivery's (another module's button).
 */
export async function ndrQuickReply(
  deps: NdrDeps,
  { phone, payload }: { phone: string; payload: string },
): Promise<string | null> {
  const match = NDR_PAYLOAD.exec(payload);
  if (!match) return null;
  const [, exceptionId, answer] = match as unknown as [string, string, 'reattempt' | 'cancel'];
  const exception = await findException(deps.db, exceptionId);
  const shipment = exception && (await findShipment(deps.db, exception.shipmentId));
  const order = shipment && (await findOrderOf(deps.db, shipment));
  if (!order) return null;
  const locale = noticeLocale(order);
  const words = NDR_WORDS[locale];
  if (order.phone !== phone) return words.otherPhone;
  try {
    const row = await answerException(
      deps,
      exceptionId,
      answer === 'cancel' ? { kind: 'return' } : { kind: 're-attempt' },
      { via: 'whatsapp' },
    );
    const date = (row.action as { date?: string } | null)?.date;
    return answer === 'cancel' || !date
      ? words.cancelled(order.number)
      : words.reattempted(order.number, formatIndiaDate(`${date}T12:00:00+05:30`, locale === 'hi' ? 'hi-IN' : 'en-IN'));
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return error.message;
  }
}
