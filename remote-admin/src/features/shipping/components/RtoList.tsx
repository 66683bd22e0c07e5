import { serverMessage } from '@store/shared/api';
import type { RtoShipment } from '../../../api/shippingApi';
import { describeSize, formatIndiaDateTime } from '@store/shared/format';
import { Button, ErrorText, StatusText, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { shippingApi } from '../../../api/shippingApi';
import { statusLabel } from '../../../components/shipping/shippingText';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  > li {
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.size.md};
  }
  p {
    margin: 0 0 ${theme.space.sm};
  }
  fieldset {
    margin: 0 0 ${theme.space.sm};
    padding: ${theme.space.sm} 0;
    border: 0;
    border-top: 1px solid ${theme.color.line};
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    align-items: center;
  }
  legend {
    font-weight: ${theme.weight.semibold};
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
`;

/** One parcel back at the label: each piece sellable (back on sale) or damaged, then Mark received. */
function ReceiveForm({ shipment }: { shipment: RtoShipment }) {
  const [markReceived, marking] = shippingApi.useMarkReceivedMutation();
  const [sellable, setSellable] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(shipment.lines.map((line) => [line._id, true])),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (marking.isLoading) return;
    setRefusal(null);
    markReceived({
      id: shipment._id,
      lines: shipment.lines.map((line) => ({ lineId: line._id, sellable: sellable[line._id] ?? true })),
    })
      .unwrap()
      .catch((error: unknown) => setRefusal(serverMessage(error) ?? 'It could not be marked received. Try again.'));
  };
  return (
    <form onSubmit={submit} aria-label={`Receive ${shipment.orderNumber}`}>
      {shipment.lines.map((line) => (
        <fieldset key={line._id}>
          <legend>
            {line.name} ({describeSize(line.size)})
          </legend>
          <label>
            <input
              type="radio"
              name={`rto-${line._id}`}
              checked={sellable[line._id] !== false}
              onChange={() => setSellable((before) => ({ ...before, [line._id]: true }))}
            />
            Sellable
          </label>
          <label>
            <input
              type="radio"
              name={`rto-${line._id}`}
              checked={sellable[line._id] === false}
              onChange={() => setSellable((before) => ({ ...before, [line._id]: false }))}
            />
            Damaged
          </label>
        </fieldset>
      ))}
      {refusal ? <ErrorText role="alert">{refusal}</ErrorText> : null}
      <Button type="submit" aria-disabled={marking.isLoading}>
        Mark received
      </Button>
    </form>
  );
}

/** Returns to origin: parcels on their way back or back with us, until the desk has checked each piece. */
export function RtoList() {
  const listed = shippingApi.useRtoShipmentsQuery();
  if (listed.isError) return <StatusText role="alert">The returning parcels could not be loaded.</StatusText>;
  if (!listed.data) return <StatusText role="status">Loading returning parcels...</StatusText>;
  if (!listed.data.length) return <StatusText>No parcels coming back.</StatusText>;
  return (
    <List aria-label="Parcels coming back">
      {listed.data.map((shipment) => (
        <li key={shipment._id} aria-label={`Return to origin of ${shipment.orderNumber}`}>
          <h3>
            {shipment.orderNumber} · {statusLabel(shipment.status)}
          </h3>
          <p>
            {shipment.courierName ?? ''} {shipment.awb ? `AWB ${shipment.awb}` : ''}
            {shipment.statusAt ? ` · ${formatIndiaDateTime(shipment.statusAt)}` : ''}
          </p>
          <ReceiveForm shipment={shipment} />
        </li>
      ))}
    </List>
  );
}
