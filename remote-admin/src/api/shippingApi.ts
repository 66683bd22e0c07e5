import type {
  BookAnswer,
  DeskNdrActionInput,
  DeskNdrJson,
  ParcelDefault,
  ReadyOrder,
  RemittanceMismatch,
  ShipmentJson,
  ShippingStats,
} from '@store/shared/api';
import type { orderShipmentAnswer, quotesAnswer, remittanceImportAnswer, rtoQueueAnswer } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';
import type { z } from 'zod';

export type { BookAnswer, DeskNdrJson, ParcelDefault, ReadyOrder, RemittanceMismatch, ShipmentJson, ShippingStats };
export type CourierQuote = z.output<typeof quotesAnswer>['couriers'][number];
export type OrderShipment = z.output<typeof orderShipmentAnswer>;
export type RtoShipment = z.output<typeof rtoQueueAnswer>['shipments'][number];
export type RemittanceImport = z.output<typeof remittanceImportAnswer>;

const shipmentPath = (id: string, action: string) => `/admin/shipping/shipments/${encodeURIComponent(id)}/${action}`;

/** The shipping lists a desk step can change, by name: each a `{ Shipment, id }` tag. */
const list = (id: 'READY' | 'SHIPMENTS' | 'NDR' | 'RTO' | 'REMITTANCE' | 'DEFAULTS' | 'STATS') => ({
  type: 'Shipment' as const,
  id,
});

/** A booking or a courier's step moves an order too: its page, the desk's lists, the dashboard. */
const ordersMoved = (...ids: string[]) => [
  ...ids.map((id) => ({ type: 'Order' as const, id })),
  { type: 'Order' as const, id: 'LIST' },
  'Dashboard' as const,
];

/** One page of parcels and the cursor of the next (null: the last page). */
export interface ShipmentsPage {
  shipments: ShipmentJson[];
  next: string | null;
}

/** The desk's answer to a failed delivery: try again (a day, a corrected address or phone) or send it back. */
export type NdrAction = DeskNdrActionInput;

/** The sandbox courier's steps the desk can push a parcel to (development only). */
export const SANDBOX_STEPS = [
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'undelivered',
  'rto',
] as const;
export type SandboxStep = (typeof SANDBOX_STEPS)[number];

export const shippingApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/shipping/ready: orders the courier can take now. */
    readyToShip: build.query<ReadyOrder[], void>({
      query: () => ({ url: '/admin/shipping/ready', answer: 'readyToShip' }),
      transformResponse: (answer: { orders: ReadyOrder[] }) => answer.orders,
      providesTags: [list('READY')],
    }),
    /** POST /admin/shipping/quotes: the couriers that serve one order's pincode, rate and promise. */
    courierQuotes: build.query<CourierQuote[], string>({
      query: (orderId) => ({
        url: '/admin/shipping/quotes',
        method: 'POST',
        body: { orderId },
        answer: 'courierQuotes',
      }),
      transformResponse: (answer: { couriers: CourierQuote[] }) => answer.couriers,
      keepUnusedDataFor: 0,
    }),
    /** POST /admin/shipping/book: 1 to 100 orders with the recommended courier, or the one named. */
    bookOrders: build.mutation<BookAnswer, { orderIds: string[]; courierId?: number }>({
      query: (body) => ({ url: '/admin/shipping/book', method: 'POST', body, answer: 'booking' }),
      invalidatesTags: (_result, _error, { orderIds }) => [
        list('READY'),
        list('SHIPMENTS'),
        list('STATS'),
        ...orderIds.map((id) => ({ type: 'Shipment' as const, id })),
        ...ordersMoved(...orderIds),
      ],
    }),
    /** GET /admin/shipping/shipments: parcels in one status (all when ''), newest first, a page at a time. */
    shipments: build.infiniteQuery<ShipmentsPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.next },
      query: ({ queryArg: status, pageParam: cursor }) => ({
        url: '/admin/shipping/shipments',
        params: { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
        answer: 'shipments',
      }),
      providesTags: [list('SHIPMENTS')],
    }),
    /** GET /admin/orders/{id}/shipment: the order's live parcel and the courier's scans. */
    orderShipment: build.query<OrderShipment, string>({
      query: (orderId) => ({ url: `/admin/orders/${encodeURIComponent(orderId)}/shipment`, answer: 'orderShipment' }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Shipment', id: orderId }],
    }),
    /** POST /admin/shipping/pickup: the courier collects these parcels on its next pickup day. */
    requestPickup: build.mutation<{ pickupDate: string; count: number }, string[]>({
      query: (shipmentIds) => ({
        url: '/admin/shipping/pickup',
        method: 'POST',
        body: { shipmentIds },
        answer: 'pickupRequested',
      }),
      invalidatesTags: [list('SHIPMENTS')],
    }),
    /** POST /admin/shipping/shipments/{id}/cancel: the courier drops a parcel not yet picked up. */
    cancelShipment: build.mutation<ShipmentJson, string>({
      query: (id) => ({ url: shipmentPath(id, 'cancel'), method: 'POST', body: {}, answer: 'shipment' }),
      invalidatesTags: (shipment) => [
        list('SHIPMENTS'),
        list('READY'),
        ...(shipment ? [{ type: 'Shipment' as const, id: shipment.orderId }, ...ordersMoved(shipment.orderId)] : []),
      ],
    }),
    /** POST /admin/shipping/sandbox/{awb}/advance: the sandbox courier moves a parcel on (404: not the sandbox). */
    advanceSandbox: build.mutation<void, { awb: string; to: SandboxStep; reason?: string; orderId: string }>({
      query: ({ awb, to, reason }) => ({
        url: `/admin/shipping/sandbox/${encodeURIComponent(awb)}/advance`,
        method: 'POST',
        body: { to, ...(reason ? { reason } : {}) },
      }),
      invalidatesTags: (_done, error, { orderId }) =>
        error
          ? []
          : [
              list('SHIPMENTS'),
              list('NDR'),
              list('RTO'),
              list('STATS'),
              { type: 'Shipment', id: orderId },
              ...ordersMoved(orderId),
            ],
    }),
    /** GET/PUT /admin/shipping/parcel-defaults: weight and box per product type. */
    parcelDefaults: build.query<ParcelDefault[], void>({
      query: () => ({ url: '/admin/shipping/parcel-defaults', answer: 'parcelDefaults' }),
      transformResponse: (answer: { defaults: ParcelDefault[] }) => answer.defaults,
      providesTags: [list('DEFAULTS')],
    }),
    saveParcelDefaults: build.mutation<ParcelDefault[], ParcelDefault[]>({
      query: (defaults) => ({
        url: '/admin/shipping/parcel-defaults',
        method: 'PUT',
        body: { defaults },
        answer: 'parcelDefaults',
      }),
      transformResponse: (answer: { defaults: ParcelDefault[] }) => answer.defaults,
      invalidatesTags: [list('DEFAULTS'), list('READY')],
    }),
    /** GET /admin/shipping/ndr: failed deliveries still to settle. */
    deliveryExceptions: build.query<DeskNdrJson[], void>({
      query: () => ({ url: '/admin/shipping/ndr', answer: 'deliveryExceptions' }),
      transformResponse: (answer: { exceptions: DeskNdrJson[] }) => answer.exceptions,
      providesTags: [list('NDR')],
    }),
    answerDeliveryException: build.mutation<void, { id: string; action: NdrAction }>({
      query: ({ id, action }) => ({
        url: `/admin/shipping/ndr/${encodeURIComponent(id)}/action`,
        method: 'POST',
        body: action,
      }),
      invalidatesTags: [list('NDR'), list('SHIPMENTS'), list('RTO'), list('STATS')],
    }),
    /** GET /admin/shipping/rto: parcels coming or come back, with their pieces. */
    rtoShipments: build.query<RtoShipment[], void>({
      query: () => ({ url: '/admin/shipping/rto', answer: 'rtoShipments' }),
      transformResponse: (answer: { shipments: RtoShipment[] }) => answer.shipments,
      providesTags: [list('RTO')],
    }),
    /** POST /admin/shipping/shipments/{id}/received: back at the label, each piece sellable or damaged. */
    markReceived: build.mutation<ShipmentJson, { id: string; lines: { lineId: string; sellable: boolean }[] }>({
      query: ({ id, lines }) => ({
        url: shipmentPath(id, 'received'),
        method: 'POST',
        body: { lines },
        answer: 'shipment',
      }),
      invalidatesTags: (shipment) => [
        list('RTO'),
        list('SHIPMENTS'),
        ...(shipment ? ordersMoved(shipment.orderId) : []),
        { type: 'ProductList' as const },
      ],
    }),
    /** POST /admin/shipping/remittances/import: the courier's remittance CSV. */
    importRemittance: build.mutation<RemittanceImport, string>({
      query: (csv) => ({
        url: '/admin/shipping/remittances/import',
        method: 'POST',
        body: { csv },
        answer: 'remittanceImport',
      }),
      invalidatesTags: [list('REMITTANCE'), { type: 'Order', id: 'LIST' }, 'Dashboard'],
    }),
    /** POST /admin/shipping/remittances/fetch: the aggregator's own remittance list. */
    fetchRemittances: build.mutation<RemittanceImport, void>({
      query: () => ({
        url: '/admin/shipping/remittances/fetch',
        method: 'POST',
        body: {},
        answer: 'remittanceImport',
      }),
      invalidatesTags: [list('REMITTANCE'), { type: 'Order', id: 'LIST' }, 'Dashboard'],
    }),
    remittanceMismatches: build.query<RemittanceMismatch[], void>({
      query: () => ({ url: '/admin/shipping/remittances/mismatches', answer: 'remittanceMismatches' }),
      transformResponse: (answer: { mismatches: RemittanceMismatch[] }) => answer.mismatches,
      providesTags: [list('REMITTANCE')],
    }),
    /** GET /admin/shipping/stats: delivered and returned parcels by week, state, courier and payment. */
    shippingStats: build.query<ShippingStats, number>({
      query: (weeks) => ({ url: '/admin/shipping/stats', params: { weeks }, answer: 'shippingStats' }),
      providesTags: [list('STATS')],
    }),
  }),
});
