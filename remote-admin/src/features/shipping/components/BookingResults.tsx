import type { BookAnswer } from '@store/shared/api';
import { Button, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { ParcelBatchActions } from './ParcelBatchActions';

const Results = styled.section<{ $quiet: boolean }>`
  display: ${({ $quiet }) => ($quiet ? 'block' : 'grid')};
  gap: ${theme.space.sm};
  padding: ${({ $quiet }) => ($quiet ? 0 : theme.space.md)};
  border: ${({ $quiet }) => ($quiet ? 0 : `1px solid ${theme.color.line}`)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  h3 {
    margin: 0;
    font-size: ${theme.size.md};
  }
  ul {
    margin: 0;
    padding-left: 18px;
    display: grid;
    gap: 4px;
  }
  p {
    margin: 0;
  }
`;

const Failed = styled.li`
  color: ${theme.color.danger};
`;

/**
 * What the last bookings did, read out as they land (aria-live): each booked order with its
 * courier and AWB, each failed one with the courier's reason and a retry; then the booked
 * parcels' labels in one PDF and the day's pickup.
 */
export function BookingResults({
  results,
  busy,
  onRetry,
}: {
  results: BookAnswer;
  busy: boolean;
  onRetry: (orders: { _id: string; number: string }[]) => void;
}) {
  const shipmentIds = results.booked.map((entry) => entry.shipmentId);
  const retry = (entries: BookAnswer['failed']) =>
    onRetry(entries.map((entry) => ({ _id: entry.orderId, number: entry.number })));

  const touched = busy || results.booked.length > 0 || results.failed.length > 0;
  // The live region is there before the first result (empty), so a screen reader hears each arrive.
  return (
    <Results aria-label="Booking results" $quiet={!touched}>
      <div aria-live="polite">
        {touched ? (
          <h3>{busy ? 'Booking...' : `Booked ${results.booked.length}, failed ${results.failed.length}`}</h3>
        ) : null}
        {results.failed.length ? (
          <ul aria-label="Failed bookings">
            {results.failed.map((entry) => (
              <Failed key={entry.orderId}>
                {entry.number}: {entry.message}{' '}
                <Button
                  type="button"
                  $variant="ghost"
                  disabled={busy}
                  aria-label={`Retry ${entry.number}`}
                  onClick={() => retry([entry])}
                >
                  Retry
                </Button>
              </Failed>
            ))}
          </ul>
        ) : null}
        {results.booked.length ? (
          <ul aria-label="Booked parcels">
            {results.booked.map((entry) => (
              <li key={entry.shipmentId}>
                {entry.number}: {entry.courierName}, AWB {entry.awb}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {touched ? (
        <ParcelBatchActions
          shipmentIds={shipmentIds}
          before={
            results.failed.length > 1 ? (
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => retry(results.failed)}>
                Retry all failed
              </Button>
            ) : null
          }
        />
      ) : null}
    </Results>
  );
}
