import { apiClient } from './client';
import type { PincodePlace } from './contract';

/** GET /pincodes/{pincode}: the city and state of a pincode; a 404 for one India Post does not list. */
export async function fetchPincode(pincode: string, signal?: AbortSignal): Promise<PincodePlace> {
  return (await apiClient().get<PincodePlace>(`/pincodes/${encodeURIComponent(pincode)}`, { signal })).data;
}
