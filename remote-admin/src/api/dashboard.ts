import { apiClient } from '@store/shared/api';
import type { AdminCounts } from '@store/shared/schemas';

export type { AdminCounts } from '@store/shared/schemas';

export async function fetchCounts(signal?: AbortSignal): Promise<AdminCounts> {
  return (await apiClient().get<AdminCounts>('/admin/counts', { signal })).data;
}
