import { apiClient, fetchCurrentUser } from '@store/shared/api';
import type { CurrentUser } from '@store/shared/store';

/** Code -> single-use proof -> session cookie -> the current user (spec 7, with the proof step). */
export async function signInWithCode(phone: string, code: string): Promise<CurrentUser> {
  const client = apiClient();
  const { data } = await client.post<{ proof: string }>('/auth/otp/verify', { phone, code });
  await client.post('/auth/customer-login', { phone, proof: data.proof });
  return fetchCurrentUser();
}

export async function sendCode(phone: string): Promise<void> {
  await apiClient().post('/auth/otp/send', { phone });
}
