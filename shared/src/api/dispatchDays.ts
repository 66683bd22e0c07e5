import { apiClient } from './client';
import type { DispatchDays } from './contract';

/** GET /store/dispatch: the days from payment to dispatch an order promises, by kind of piece. */
export async function fetchDispatchDays(signal?: AbortSignal): Promise<DispatchDays> {
  return (await apiClient().get<DispatchDays>('/store/dispatch', { signal })).data;
}
