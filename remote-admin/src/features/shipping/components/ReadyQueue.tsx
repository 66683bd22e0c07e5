import type { ReadyOrder } from '@store/shared/api';
import { formatDay, formatRupees } from '@store/shared/format';
import { Button, StatusText, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CardTable, RowActions } from '../../../components/CardTable';
import { shippingApi } from '../../../api/shippingApi';
import { useBooking } from '../../../hooks/useBooking';
import { BookingResults } from './BookingResults';
import { CourierDialog } from '../../../components/shipping/CourierDialog';
import { cashText, formatWeight, parcels } from '../../../components/shipping/shippingText';

/** The queue's actions stay in reach at the bottom of the screen while the list scrolls past. */
const Toolbar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space.sm} 0;
  background: ${theme.color.paper};
  border-top: 1px solid ${theme.color.line};
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
`;

const Box = styled.input`
  width: 22px;
  height: 22px;
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

/** Oldest promise first: the dispatch day, then the day placed (no promise goes last). */
const byDispatch = (a: ReadyOrder, b: ReadyOrder) =>
  (a.dispatchBy ?? '9999').localeCompare(b.dispatchBy ?? '9999') || a.createdAt.localeCompare(b.createdAt);

/**
 * The Ready to ship queue: orders the courier can take, the oldest promise first, each with its
 * cash to collect and parcel weight. Select all or some and book them with the recommended
 * courier, or choose the courier for one.
 */
export function ReadyQueue() {
  const ready = shippingApi.useReadyToShipQuery();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [choosing, setChoosing] = useState<ReadyOrder | null>(null);
  const { book, busy, results } = useBooking();
  const orders = [...(ready.data ?? [])].sort(byDispatch);
  // Only what is still in the queue counts as selected (a booked order leaves it).
  const selected = orders.filter((order) => chosen.has(order._id));
  const allChosen = orders.length > 0 && selected.length === orders.length;

  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const bookThese = async (these: { _id: string; number: string }[], courierId?: number) => {
    const round = await book(these, courierId);
    const booked = new Set(round.booked.map((entry) => entry.orderId));
    setChosen((before) => new Set([...before].filter((id) => !booked.has(id))));
  };

  return (
    <Stack>
      <BookingResults results={results} busy={busy} onRetry={(these) => void bookThese(these)} />
      {ready.isError ? (
        <StatusText role="alert">The queue could not be loaded.</StatusText>
      ) : !ready.data ? (
        <StatusText role="status">Loading the queue...</StatusText>
      ) : orders.length === 0 ? (
        <StatusText>Nothing is ready to ship.</StatusText>
      ) : (
        <>
          <CardTable>
            <caption>Ready to ship: {parcels(orders.length)}, oldest dispatch first</caption>
            <thead>
              <tr>
                <th scope="col">Select</th>
                <th scope="col">Order</th>
                <th scope="col">Ship to</th>
                <th scope="col">Dispatch by</th>
                <th scope="col">Payment</th>
                <th scope="col">Weight</th>
                <th scope="col">Courier</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <td>
                    <Box
                      type="checkbox"
                      aria-label={`Select ${order.number}`}
                      checked={chosen.has(order._id)}
                      onChange={() => toggle(order._id)}
                    />
                  </td>
                  <td data-label="Order">
                    <strong>{order.number}</strong> · {order.customerName}
                  </td>
                  <td data-label="Ship to">
                    {order.city}, {order.state} {order.pincode}
                  </td>
                  <td data-label="Dispatch by">{order.dispatchBy ? formatDay(order.dispatchBy) : 'No promise'}</td>
                  <td data-label="Payment">
                    {cashText(order.paymentMethod, order.cashToCollect)}
                    {order.paymentMethod === 'prepaid' ? ` (${formatRupees(order.total)})` : ''}
                  </td>
                  <td data-label="Weight">
                    {formatWeight(order.weightGrams)}, {order.pieces} {order.pieces === 1 ? 'piece' : 'pieces'}
                  </td>
                  <td>
                    <Button
                      type="button"
                      $variant="ghost"
                      disabled={busy}
                      aria-label={`Choose courier for ${order.number}`}
                      onClick={() => setChoosing(order)}
                    >
                      Choose courier
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </CardTable>
          <Toolbar>
            <label>
              <Box
                type="checkbox"
                checked={allChosen}
                onChange={() => setChosen(allChosen ? new Set() : new Set(orders.map((order) => order._id)))}
              />
              Select all ({orders.length})
            </label>
            <RowActions>
              <span aria-live="polite">{selected.length} selected</span>
              <Button type="button" disabled={busy || selected.length === 0} onClick={() => void bookThese(selected)}>
                Book selected
              </Button>
            </RowActions>
          </Toolbar>
        </>
      )}
      {choosing ? (
        <CourierDialog
          order={choosing}
          onClose={() => setChoosing(null)}
          onBook={(courierId) => {
            setChoosing(null);
            void bookThese([choosing], courierId);
          }}
        />
      ) : null}
    </Stack>
  );
}
