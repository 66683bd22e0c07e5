import { apiClient } from '@store/shared/api';
import type { CurrentUser } from '@store/shared/store';

/** PUT /account/profile: the customer's name; the account as it now is. */
export async function saveName(name: string): Promise<CurrentUser> {
  return (await apiClient().put<CurrentUser>('/account/profile', { name })).data;
}
