import { apiClient, type Address } from '@store/shared/api';

export type SavedAddress = Address & { _id: string };

/** GET /address (credentials): a signed-in customer's saved addresses. */
export async function fetchSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const { data } = await apiClient().get<SavedAddress[]>('/address', { signal });
  return Array.isArray(data) ? data : [];
}
