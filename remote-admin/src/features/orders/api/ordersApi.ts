import {
  NEXT_CURSOR_HEADER,
  type CashRemittanceInput,
  type OrderDetail,
  type OrderJson,
  type OrderNote,
} from '@store/shared/api';
import type { DeskCashFilter } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

/** What the order desk asks for: search text, a status, cash and stock flags and the days placed (YYYY-MM-DD). */
export interface OrderFilter {
  q: string;
  status: string;
  from: string;
  to: string;
  /** A cash order's state, or 'to-collect' (delivered, the courier still holds the cash); '' for every order. */
  cash: DeskCashFilter | '';
  /** 'true': only orders with a piece paid for after it sold out; '' for every order. */
  stockShort: '' | 'true';
}

/** One page of the desk, newest first, and the cursor of the next (null: the last page). */
export interface OrderPage {
  orders: OrderJson[];
  nextCursor: string | null;
}

/** The filter as the query sends it: the fields set, and the page's cursor. */
export const filterParams = (filter: OrderFilter, cursor?: string | null) =>
  Object.fromEntries(Object.entries({ ...filter, cursor }).filter(([, value]) => value)) as Record<string, string>;

const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

/** What a desk action on an order changes: the order, every list of orders, and the dashboard's figures. */
const deskAction = (...ids: string[]) => [
  ...ids.map((id) => ({ type: 'Order' as const, id })),
  { type: 'Order' as const, id: 'LIST' },
  'Dashboard' as const,
];

export const ordersApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * GET /admin/orders: the desk's list, one keyset page at a time (X-Next-Cursor names the
     * next), kept per filter: a page asked for under one filter can only join that filter's list.
     */
    deskOrders: build.infiniteQuery<OrderPage, OrderFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/admin/orders',
        params: filterParams(queryArg, pageParam),
        answer: 'deskOrders',
      }),
      transformResponse: (orders: OrderJson[], meta) => ({
        orders,
        nextCursor: meta?.headers[NEXT_CURSOR_HEADER] || null,
      }),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) => page.orders.map((o) => ({ type: 'Order' as const, id: o._id }))),
        { type: 'Order', id: 'LIST' },
      ],
    }),
    /** GET /admin/orders/{id}: all it takes to fulfil one order, its payments, history and notes. */
    deskOrder: build.query<OrderDetail, string>({
      query: (id) => ({ url: orderPath(id), answer: 'deskOrderDetail' }),
      providesTags: (_detail, _error, id) => [{ type: 'Order', id }],
    }),
    /** POST /admin/orders/{id}/notes: an internal note, on the order's page only. */
    addOrderNote: build.mutation<OrderNote, { id: string; text: string }>({
      query: ({ id, text }) => ({
        url: `${orderPath(id)}/notes`,
        method: 'POST',
        body: { text },
        answer: 'deskOrderNote',
      }),
      invalidatesTags: (_note, _error, { id }) => [{ type: 'Order', id }],
    }),
    setOrderCompleted: build.mutation<OrderJson, { id: string; completed: boolean }>({
      query: ({ id, completed }) => ({
        url: `/orders/${encodeURIComponent(id)}/completed`,
        method: 'PUT',
        body: { completed },
        answer: 'deskOrder',
      }),
      invalidatesTags: (_order, _error, { id }) => deskAction(id),
    }),
    /** The next fulfilment step; shipping takes the courier and its tracking number. */
    setOrderFulfilment: build.mutation<
      OrderJson,
      { id: string; status: string; shipment?: { courier: string; trackingNumber: string; unpaidReason?: string } }
    >({
      query: ({ id, status, shipment }) => ({
        url: `${orderPath(id)}/fulfilment`,
        method: 'PUT',
        body: { status, ...shipment },
        answer: 'deskOrder',
      }),
      invalidatesTags: (_order, _error, { id }) => deskAction(id),
    }),
    /** Deletes an order from the lists with the admin's reason (kept as a note; its payments stay counted). */
    deleteOrder: build.mutation<void, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/orders/${encodeURIComponent(id)}`,
        method: 'DELETE',
        body: { reason },
        answer: 'adminDeleted',
      }),
      invalidatesTags: (_done, _error, { id }) => deskAction(id),
    }),
    /** Moves made-to-measure pieces (of one order or many) to a later production stage; the changed orders. */
    movePieces: build.mutation<OrderJson[], { items: { orderId: string; item: number }[]; stage: string }>({
      query: (body) => ({ url: '/admin/orders/stages', method: 'PUT', body, answer: 'deskOrders' }),
      invalidatesTags: (_orders, _error, { items }) => deskAction(...new Set(items.map((piece) => piece.orderId))),
    }),
    /** The courier's remittance of a cash order: amount (rupees), its reference and the day it was paid. */
    recordCashRemittance: build.mutation<OrderJson, { id: string; remittance: CashRemittanceInput }>({
      query: ({ id, remittance }) => ({
        url: `${orderPath(id)}/cash/remittance`,
        method: 'POST',
        body: remittance,
        answer: 'deskOrder',
      }),
      invalidatesTags: (_order, _error, { id }) => deskAction(id),
    }),
    /**
     * The customer refused the cash delivery: the order is cancelled; pieces not yet shipped go back
     * on sale now, shipped ones once the desk has them back (markPieceSellable).
     */
    markCashRefused: build.mutation<OrderJson, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `${orderPath(id)}/cash/refused`,
        method: 'POST',
        body: { reason },
        answer: 'deskOrder',
      }),
      invalidatesTags: (_order, _error, { id }) => deskAction(id),
    }),
    /** A refused delivery's piece is back with the desk and fit to sell: one more of its size in stock. */
    markPieceSellable: build.mutation<OrderJson, { id: string; lineId: string }>({
      query: ({ id, lineId }) => ({
        url: `${orderPath(id)}/items/${encodeURIComponent(lineId)}/sellable`,
        method: 'POST',
        body: {},
        answer: 'deskOrder',
      }),
      invalidatesTags: (_order, _error, { id }) => deskAction(id),
    }),
  }),
});
