import { apiClient, GUEST_TOKEN_HEADER, type OrderJson } from '@store/shared/api';
import { readGuestOrders } from '@store/shared/store';

/**
 * GET /orders/my-orders (credentials): a signed-in customer's by session; a guest's by the
 * phone and token kept in this browser (spec 6). Neither: nothing to ask for.
 */
export async function fetchMyOrders(signedIn: boolean, signal?: AbortSignal): Promise<OrderJson[]> {
  const guest = signedIn ? null : readGuestOrders();
  if (!signedIn && !guest) return [];
  const { data } = await apiClient().get<OrderJson[]>('/orders/my-orders', {
    params: guest ? { phone: guest.phone } : {},
    headers: guest ? { [GUEST_TOKEN_HEADER]: guest.token } : {},
    signal,
  });
  return Array.isArray(data) ? data : [];
}
