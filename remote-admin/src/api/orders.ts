import {
  apiClient,
  downloadFile,
  NEXT_CURSOR_HEADER,
  type OrderDetail,
  type OrderJson,
  type OrderNote,
} from '@store/shared/api';

/** What the order desk asks for: search text, a status and the days placed (YYYY-MM-DD). */
export interface OrderFilter {
  q: string;
  status: string;
  from: string;
  to: string;
}

const params = (filter: OrderFilter, cursor?: string) =>
  Object.fromEntries(Object.entries({ ...filter, cursor }).filter(([, value]) => value));

/** GET /admin/orders: one page of the desk, newest first, and the cursor of the next. */
export async function fetchOrderPage(
  filter: OrderFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<{ orders: OrderJson[]; nextCursor: string | null }> {
  const response = await apiClient().get<OrderJson[]>('/admin/orders', { params: params(filter, cursor), signal });
  return { orders: response.data, nextCursor: (response.headers[NEXT_CURSOR_HEADER] as string | undefined) ?? null };
}

/** The filtered list as a CSV file the browser saves. */
export const downloadOrdersCsv = (filter: OrderFilter) =>
  downloadFile('/admin/orders/export', { params: params(filter) });

/** An order's tax invoice (paid in full) or one payment's receipt, as the customer gets them. */
export const downloadOrderDocument = (id: string, document: 'invoice' | `receipts/${string}`) =>
  downloadFile(`/admin/orders/${encodeURIComponent(id)}/${document}`);

export async function fetchOrderDetail(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return (await apiClient().get<OrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, { signal })).data;
}

export async function addOrderNote(id: string, text: string): Promise<OrderNote> {
  return (await apiClient().post<OrderNote>(`/admin/orders/${encodeURIComponent(id)}/notes`, { text })).data;
}

export async function setOrderCompleted(id: string, completed: boolean): Promise<OrderJson> {
  return (await apiClient().put<OrderJson>(`/orders/${encodeURIComponent(id)}/completed`, { completed })).data;
}

/** The next fulfilment step; shipping takes the courier and its tracking number. */
export async function setOrderFulfilment(
  id: string,
  status: string,
  shipment?: { courier: string; trackingNumber: string },
): Promise<OrderJson> {
  return (
    await apiClient().put<OrderJson>(`/admin/orders/${encodeURIComponent(id)}/fulfilment`, { status, ...shipment })
  ).data;
}

/** Deletes an order from the lists with the admin's reason (kept as a note; its payments stay counted). */
export async function deleteOrder(id: string, reason: string): Promise<void> {
  await apiClient().delete(`/orders/${encodeURIComponent(id)}`, { data: { reason } });
}

/** Moves made-to-measure pieces (of one order or many) to a later production stage; the changed orders. */
export async function movePieces(items: { orderId: string; item: number }[], stage: string): Promise<OrderJson[]> {
  return (await apiClient().put<OrderJson[]>('/admin/orders/stages', { items, stage })).data;
}
