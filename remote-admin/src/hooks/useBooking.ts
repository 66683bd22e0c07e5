import { serverMessage, type BookAnswer } from '@store/shared/api';
import { useState } from 'react';
import { shippingApi } from '../api/shippingApi';

/** The API books at most this many orders per call. */
const BATCH = 100;

/** Orders the booking is about (number kept for the failure line when the call itself fails). */
export interface ToBook {
  _id: string;
  number: string;
}

/**
 * Books orders with the courier, a hundred per call (a sale's 300 parcels take three), and keeps
 * the session's results together: booked ones with their AWB, failed ones with the reason until a
 * retry books them. A call that fails outright fails each of its orders with the server's words.
 */
export function useBooking() {
  const [bookOrders] = shippingApi.useBookOrdersMutation();
  const [results, setResults] = useState<BookAnswer>({ booked: [], failed: [] });
  const [busy, setBusy] = useState(false);

  const book = async (orders: ToBook[], courierId?: number) => {
    setBusy(true);
    const tried = new Set(orders.map((order) => order._id));
    const round: BookAnswer = { booked: [], failed: [] };
    for (let start = 0; start < orders.length; start += BATCH) {
      const batch = orders.slice(start, start + BATCH);
      try {
        const answer = await bookOrders({
          orderIds: batch.map((order) => order._id),
          ...(courierId === undefined ? {} : { courierId }),
        }).unwrap();
        round.booked.push(...answer.booked);
        round.failed.push(...answer.failed);
      } catch (error) {
        const message = serverMessage(error) ?? 'The courier could not be reached. Try again.';
        round.failed.push(...batch.map((order) => ({ orderId: order._id, number: order.number, message })));
      }
    }
    setResults((before) => ({
      booked: [...before.booked, ...round.booked],
      failed: [...before.failed.filter((entry) => !tried.has(entry.orderId)), ...round.failed],
    }));
    setBusy(false);
    return round;
  };

  const clear = () => setResults({ booked: [], failed: [] });
  return { book, busy, results, clear };
}
