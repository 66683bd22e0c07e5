import { serverMessage } from '@store/shared/api';
import { formatDay } from '@store/shared/format';
import { Button, notify } from '@store/shared/ui';
import { useState, type ReactNode } from 'react';
import { shippingApi } from '../../../api/shippingApi';
import { RowActions } from '../../../components/CardTable';
import { parcels } from '../../../components/shipping/shippingText';
import { downloadLabels } from '../api/shippingFiles';

/**
 * What the desk does with booked parcels together: one PDF of their labels for the thermal
 * printer, and the courier's pickup for them (its day said in a live region). `before`: more
 * buttons in the same row.
 */
export function ParcelBatchActions({ shipmentIds, before }: { shipmentIds: string[]; before?: ReactNode }) {
  const [requestPickup, requesting] = shippingApi.useRequestPickupMutation();
  const [pickup, setPickup] = useState<string | null>(null);
  const none = shipmentIds.length === 0;

  const printLabels = () =>
    downloadLabels(shipmentIds).catch((error: unknown) =>
      notify.error(serverMessage(error) ?? 'The labels could not be made'),
    );
  const askPickup = () =>
    requestPickup(shipmentIds)
      .unwrap()
      .then((answer) => setPickup(`Pickup on ${formatDay(answer.pickupDate)} for ${parcels(answer.count)}`))
      .catch((error: unknown) => notify.error(serverMessage(error) ?? 'The pickup could not be requested'));

  return (
    <>
      <RowActions>
        {before}
        <Button type="button" disabled={none} onClick={() => void printLabels()}>
          Print labels
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={none}
          aria-disabled={requesting.isLoading}
          onClick={() => void (requesting.isLoading ? null : askPickup())}
        >
          Request pickup
        </Button>
      </RowActions>
      <p role="status">{pickup}</p>
    </>
  );
}
