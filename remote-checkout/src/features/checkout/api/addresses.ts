import { apiClient, type Address } from '@store/shared/api';

export type SavedAddress = Address & { _id: string };

/** GET /address (credentials): a signed-in customer's saved addresses. */
export async function fetchSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const { data } = await apiClient().get<SavedAddress[]>('/address', { signal });
  return Array.isArray(data) ? data : [];
}

/** POST /address: saves a new address for the signed-in customer. */
export async function createAddress(address: Address): Promise<SavedAddress> {
  const { data } = await apiClient().post<SavedAddress>('/address', address);
  return data;
}

/** PUT /address/{id}: changes one of the customer's saved addresses. */
export async function updateAddress(id: string, address: Address): Promise<SavedAddress> {
  const { data } = await apiClient().put<SavedAddress>(`/address/${encodeURIComponent(id)}`, address);
  return data;
}
