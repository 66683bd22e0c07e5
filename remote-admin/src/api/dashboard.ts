import { apiClient } from '@store/shared/api';

export interface AdminCounts {
  mens: number;
  womens: number;
  accessories: number;
  orders: { total: number; paid: number; partialPaid: number; completed: number };
  revenueReceived: number;
}

export async function fetchCounts(signal?: AbortSignal): Promise<AdminCounts> {
  return (await apiClient().get<AdminCounts>('/admin/counts', { signal })).data;
}
