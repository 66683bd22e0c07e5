import { serverMessage, type DeskReturnJson, type RefundRetry } from '@store/shared/api';
import { formatIndiaDateTime, formatRupees } from '@store/shared/format';
import { Button, notify } from '@store/shared/ui';
import { useState } from 'react';
import { returnsApi } from '../api/returnsApi';

const OUTCOME: Record<RefundRetry['outcome'], string> = {
  recorded: 'the payment provider had made it: recorded',
  'asked-again': 'the payment provider had not made it: asked again',
  released: 'the payment provider refused it: refund the return again',
};

/**
 * A return's provider refunds asked long ago and never recorded (the store stopped between the
 * provider's answer and its record): each with "Retry refund", which finds the provider's refund
 * or asks again, never twice.
 */
export function StuckRefunds({ entry }: { entry: DeskReturnJson }) {
  const [retry] = returnsApi.useRetryRefundMutation();
  const [busy, setBusy] = useState(false);
  if (entry.stuckRefunds.length === 0) return null;
  const run = async (id: string) => {
    setBusy(true);
    try {
      const { outcome } = await retry({ id, returnId: entry._id }).unwrap();
      notify.success(`${entry.orderNumber}: ${OUTCOME[outcome]}`);
    } catch (error) {
      notify.error(serverMessage(error) ?? 'The refund could not be retried; try again');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {entry.stuckRefunds.map((refund) => (
        <p key={refund._id}>
          Refund of {formatRupees(refund.amount)} stuck since {formatIndiaDateTime(refund.askedAt)}: asked of the
          payment provider, not recorded.{' '}
          <Button type="button" disabled={busy} onClick={() => void run(refund._id)}>
            Retry refund
          </Button>
        </p>
      ))}
    </>
  );
}
