import { apiClient, fetchCurrentUser } from '@store/shared/api';
import type { CurrentUser } from '@store/shared/store';
import { captcha } from '@store/shared/captcha';

/** Code -> single-use proof -> session cookie -> the current user (product §7, with the proof step). */
export async function signInWithCode(phone: string, code: string): Promise<CurrentUser> {
  const client = apiClient();
  const { data } = await client.post<{ proof: string }>('/auth/otp/verify', { phone, code });
  await client.post('/auth/customer-login', { phone, proof: data.proof });
  return fetchCurrentUser();
}

/** Pays for the send with a solved captcha puzzle (see @store/shared/captcha). */
export async function sendCode(phone: string): Promise<void> {
  await apiClient().post('/auth/otp/send', { phone, captcha: await captcha.take() });
}

/** Starts solving the captcha as soon as the modal opens, while the number is typed. */
export function prepareSignIn(): void {
  captcha.prepare();
}
