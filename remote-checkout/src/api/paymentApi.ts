import {
  idempotently,
  type CashOrderInput,
  type CashOrderPlaced,
  type CreatePaymentOrderInput,
} from '@store/shared/api';
import type { OpenedPayment } from '@store/shared/payment';
import { storeApi, type PlacedOrder } from '@store/shared/store';

/** POST /payment/create-order's answer: the order to pay, and when the stock it holds goes back (ISO). */
export interface CheckoutPayment extends OpenedPayment {
  holdExpiresAt: string;
  /** Store credit paid it all: the order, placed at once (no widget). */
  placed?: PlacedOrder;
}

/** A new order is in the shopper's list (and the desk's): every list of orders reads again. */
const ORDER_LISTS = [{ type: 'Order' as const, id: 'LIST' }];

/**
 * The checkout's payment calls. Each is keyed (`idempotently()`: a new Idempotency-Key per call,
 * which the client resends once when no answer came), so a retry is done once.
 */
export const paymentApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** POST /payment/create-order: holds the bag (a 409 names pieces that just sold out). */
    createPaymentOrder: build.mutation<CheckoutPayment, CreatePaymentOrderInput>({
      query: (body) => ({
        url: '/payment/create-order',
        method: 'POST',
        body,
        headers: idempotently().headers,
        answer: 'openedPayment',
      }),
    }),
    /** POST /payment/release: the shopper left the widget unpaid, so the pieces held for them go back. */
    releasePayment: build.mutation<{ released: number }, string>({
      query: (orderId) => ({
        url: '/payment/release',
        method: 'POST',
        body: { orderId },
        headers: idempotently().headers,
        answer: 'released',
      }),
    }),
    /** POST /payment/cash-order: the order placed, or the made-to-measure advance to pay now. */
    placeCashOrder: build.mutation<CashOrderPlaced, CashOrderInput>({
      query: (body) => ({
        url: '/payment/cash-order',
        method: 'POST',
        body,
        headers: idempotently().headers,
        answer: 'cashOrder',
      }),
      invalidatesTags: ORDER_LISTS,
    }),
  }),
});
