import { apiClient, type OrderJson } from '@store/shared/api';

/** GET /orders/all: an array, or one under `orders` or `data` (product §7); deleted ones dropped. */
export async function fetchAllOrders(status?: string, signal?: AbortSignal): Promise<OrderJson[]> {
  const { data } = await apiClient().get<unknown>('/orders/all', { params: status ? { status } : {}, signal });
  const list = Array.isArray(data)
    ? data
    : ((data as { orders?: unknown; data?: unknown } | null)?.orders ?? (data as { data?: unknown } | null)?.data);
  return (Array.isArray(list) ? (list as OrderJson[]) : []).filter((order) => !order.deleted);
}

export async function setOrderCompleted(id: string, completed: boolean): Promise<OrderJson> {
  return (await apiClient().put<OrderJson>(`/orders/${encodeURIComponent(id)}/completed`, { completed })).data;
}

export async function setOrderFulfilment(id: string, status: string): Promise<OrderJson> {
  return (await apiClient().put<OrderJson>(`/admin/orders/${encodeURIComponent(id)}/fulfilment`, { status })).data;
}

export async function deleteOrder(id: string): Promise<void> {
  await apiClient().delete(`/orders/${encodeURIComponent(id)}`);
}
