import { apiClient, GUEST_TOKEN_HEADER, type OrderJson } from '@store/shared/api';
import { forgetGuestOrders, readGuestOrders } from '@store/shared/store';
import { isAxiosError } from 'axios';

/** The guest header: every order token this browser keeps, comma-separated. */
export function guestHeaders(): Record<string, string> {
  const guest = readGuestOrders();
  return guest ? { [GUEST_TOKEN_HEADER]: guest.tokens.join(',') } : {};
}

/**
 * GET /orders/my-orders (credentials): a signed-in customer's by session; a guest's by the
 * order tokens kept in this browser (product §6). Neither: nothing to ask for. Tokens the API no
 * longer honours (expired, withdrawn) are forgotten: signing in shows those orders.
 */
export async function fetchMyOrders(signedIn: boolean, signal?: AbortSignal): Promise<OrderJson[]> {
  const guest = signedIn ? null : readGuestOrders();
  if (!signedIn && !guest) return [];
  try {
    const { data } = await apiClient().get<OrderJson[]>('/orders/my-orders', {
      headers: guest ? guestHeaders() : {},
      signal,
    });
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (guest && isAxiosError(error) && error.response?.status === 403) {
      forgetGuestOrders();
      return [];
    }
    throw error;
  }
}
