import type { OrderJson } from '@store/shared/api';
import { formatDay, formatIndiaDateTime } from '@store/shared/format';
import { Button, ErrorText, StatusText, Timeline } from '@store/shared/ui';
import { useState } from 'react';
import { RowActions } from '../../../components/CardTable';
import { shippingApi } from '../../../api/shippingApi';
import { useBooking } from '../../../hooks/useBooking';
import { CourierDialog } from '../../../components/shipping/CourierDialog';
import { SandboxAdvance } from '../../../components/shipping/SandboxAdvance';
import { statusLabel } from '../../../components/shipping/shippingText';

/** Where the order stands with the courier: not yet booked (book it here), or its parcel and scans. */
export function ShipmentPanel({ order }: { order: OrderJson }) {
  const tracked = shippingApi.useOrderShipmentQuery(order._id);
  const { book, busy, results } = useBooking();
  const [choosing, setChoosing] = useState(false);
  const failed = results.failed.find((entry) => entry.orderId === order._id);
  const asBooked = { _id: order._id, number: order.orderNumber };

  if (tracked.isError)
    return (
      <section aria-label="Shipment">
        <h3>Shipment</h3>
        <StatusText role="alert">The shipment could not be loaded.</StatusText>
      </section>
    );
  if (!tracked.data)
    return (
      <section aria-label="Shipment">
        <h3>Shipment</h3>
        <StatusText role="status">Loading the shipment...</StatusText>
      </section>
    );
  const { shipment, events } = tracked.data;
  // Newest scan first: what the desk is asked about is what happened last.
  const scans = [...events].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <section aria-label="Shipment">
      <h3>Shipment</h3>
      <div aria-live="polite">
        {shipment ? (
          <>
            <p>
              Status: <strong>{statusLabel(shipment.status)}</strong>
              {shipment.statusAt ? ` · ${formatIndiaDateTime(shipment.statusAt)}` : ''}
            </p>
            <p>
              {shipment.courierName ?? 'Courier not assigned yet'}
              {shipment.awb ? ` · AWB ${shipment.awb}` : ''}
              {shipment.estimatedDelivery ? ` · expected ${formatDay(shipment.estimatedDelivery)}` : ''}
              {shipment.failedAttempts ? ` · ${shipment.failedAttempts} failed attempts` : ''}
            </p>
          </>
        ) : order.fulfilment === 'processing' ? (
          <p>Not booked with a courier yet.</p>
        ) : (
          <p>No courier booking.</p>
        )}
        {failed ? <ErrorText role="alert">Not booked: {failed.message}</ErrorText> : null}
      </div>
      {shipment ? (
        <RowActions>
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
              Track on the courier’s site
            </a>
          ) : null}
          {shipment.awb ? <SandboxAdvance awb={shipment.awb} orderId={order._id} /> : null}
        </RowActions>
      ) : order.fulfilment === 'processing' ? (
        <RowActions>
          <Button type="button" aria-disabled={busy} onClick={() => void (busy ? null : book([asBooked]))}>
            Book courier
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => setChoosing(true)}>
            Choose courier
          </Button>
        </RowActions>
      ) : null}
      {scans.length ? (
        <Timeline aria-label="Courier events">
          {scans.map((scan) => (
            <li key={`${scan.at}-${scan.status}-${scan.activity}`}>
              <time dateTime={scan.at}>{formatIndiaDateTime(scan.at)}</time>
              {statusLabel(scan.status)}: {scan.activity}
              {scan.location ? ` · ${scan.location}` : ''}
            </li>
          ))}
        </Timeline>
      ) : null}
      {choosing ? (
        <CourierDialog
          order={{ _id: order._id, number: order.orderNumber, paymentMethod: order.paymentMethod ?? 'prepaid' }}
          onClose={() => setChoosing(false)}
          onBook={(courierId) => {
            setChoosing(false);
            void book([asBooked], courierId);
          }}
        />
      ) : null}
    </section>
  );
}
