import { serverMessage, type ShipmentJson } from '@store/shared/api';
import { formatDay, formatIndiaDateTime, formatRupees, indiaDay } from '@store/shared/format';
import { Button, Field, notify, SelectField, StatusText, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CardTable, RowActions } from '../../../components/CardTable';
import { shippingApi } from '../../../api/shippingApi';
import { downloadLabel, downloadManifest } from '../api/shippingFiles';
import { ParcelBatchActions } from './ParcelBatchActions';
import { SandboxAdvance } from '../../../components/shipping/SandboxAdvance';
import { SHIPMENT_FILTERS, statusLabel } from '../../../components/shipping/shippingText';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: end;
  > * {
    flex: 1 1 220px;
  }
  form {
    display: flex;
    gap: ${theme.space.sm};
    align-items: end;
  }
`;

/** Parcels the courier has not picked up yet can still be called off. */
const CANCELLABLE = new Set(['booked', 'pickup-scheduled']);

/** A day's manifest: the list the courier's driver signs at the pickup. */
function ManifestForm() {
  const [date, setDate] = useState(indiaDay());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    downloadManifest(date).catch((error: unknown) =>
      notify.error(serverMessage(error) ?? 'The manifest could not be made'),
    );
  };
  return (
    <form onSubmit={submit} aria-label="Manifest">
      <Field label="Manifest for" type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      <Button type="submit" $variant="secondary">
        Manifest
      </Button>
    </form>
  );
}

function ShipmentRow({ shipment }: { shipment: ShipmentJson }) {
  const [cancel] = shippingApi.useCancelShipmentMutation();
  const callOff = () =>
    cancel(shipment._id)
      .unwrap()
      .then(() => notify.success(`${shipment.orderNumber}: booking cancelled`))
      .catch((error: unknown) => notify.error(serverMessage(error) ?? 'The courier could not cancel it'));
  return (
    <tr>
      <td data-label="Order">
        <strong>{shipment.orderNumber}</strong>
        {shipment.kind === 'forward' ? '' : ` (${shipment.kind})`}
      </td>
      <td data-label="AWB">{shipment.awb ?? 'Not yet'}</td>
      <td data-label="Courier">{shipment.courierName ?? '-'}</td>
      <td data-label="Status">
        {statusLabel(shipment.status)}
        {shipment.failedAttempts ? `, ${shipment.failedAttempts} failed attempts` : ''}
        {shipment.cashToCollect ? ` · cash ${formatRupees(shipment.cashToCollect)}` : ''}
      </td>
      <td data-label="Last update">
        {shipment.statusAt ? formatIndiaDateTime(shipment.statusAt) : '-'}
        {shipment.estimatedDelivery ? ` · due ${formatDay(shipment.estimatedDelivery)}` : ''}
      </td>
      <td>
        <RowActions>
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
              Track {shipment.awb}
            </a>
          ) : null}
          {shipment.awb ? (
            <Button
              type="button"
              $variant="ghost"
              aria-label={`Label for ${shipment.orderNumber}`}
              onClick={() =>
                void downloadLabel(shipment._id).catch((error: unknown) =>
                  notify.error(serverMessage(error) ?? 'The label could not be made'),
                )
              }
            >
              Label
            </Button>
          ) : null}
          {CANCELLABLE.has(shipment.status) ? (
            <Button
              type="button"
              $variant="ghost"
              aria-label={`Cancel booking of ${shipment.orderNumber}`}
              onClick={() => void callOff()}
            >
              Cancel booking
            </Button>
          ) : null}
          {shipment.awb ? <SandboxAdvance awb={shipment.awb} orderId={shipment.orderId} /> : null}
        </RowActions>
      </td>
    </tr>
  );
}

/** The parcels on their way, in one status or all, newest first, with a day's manifest. */
export function ShipmentsList() {
  const [status, setStatus] = useState('');
  const listed = shippingApi.useShipmentsInfiniteQuery(status);
  const shipments = listed.data?.pages.flatMap((page) => page.shipments) ?? null;
  return (
    <div>
      <Bar>
        <SelectField label="Show" value={status} onChange={(event) => setStatus(event.target.value)}>
          {SHIPMENT_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </SelectField>
        <ManifestForm />
      </Bar>
      {listed.isError ? (
        <StatusText role="alert">The parcels could not be loaded.</StatusText>
      ) : !shipments ? (
        <StatusText role="status">Loading parcels...</StatusText>
      ) : shipments.length === 0 ? (
        <StatusText>No parcels here.</StatusText>
      ) : (
        <>
          <CardTable>
            <caption>Shipments</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">AWB</th>
                <th scope="col">Courier</th>
                <th scope="col">Status</th>
                <th scope="col">Last update</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {shipments.map((shipment) => (
                <ShipmentRow key={shipment._id} shipment={shipment} />
              ))}
            </tbody>
          </CardTable>
          {status === 'booked' ? <ParcelBatchActions shipmentIds={shipments.map((shipment) => shipment._id)} /> : null}
          {listed.hasNextPage ? (
            <Button
              type="button"
              $variant="secondary"
              aria-disabled={listed.isFetchingNextPage}
              onClick={() => void (listed.isFetchingNextPage ? null : listed.fetchNextPage())}
            >
              Show more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
