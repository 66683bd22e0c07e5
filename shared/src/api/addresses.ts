import type { SavedAddress } from './answers';
import type { Address } from './checkout';
import { apiClient } from './client';

export type { SavedAddress } from './answers';

/** GET /address (credentials): the signed-in customer's address book. */
export async function fetchSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const { data } = await apiClient().get<SavedAddress[]>('/address', { signal });
  return Array.isArray(data) ? data : [];
}

export async function createAddress(address: Address): Promise<SavedAddress> {
  return (await apiClient().post<SavedAddress>('/address', address)).data;
}

export async function updateAddress(id: string, address: Address): Promise<SavedAddress> {
  return (await apiClient().put<SavedAddress>(`/address/${encodeURIComponent(id)}`, address)).data;
}

export async function deleteAddress(id: string): Promise<void> {
  await apiClient().delete(`/address/${encodeURIComponent(id)}`);
}
