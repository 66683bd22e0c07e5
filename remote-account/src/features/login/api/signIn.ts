import { refusalStatus, serverMessage } from '@store/shared/api';
import { readCurrentUser, type AppDispatch, type CurrentUser } from '@store/shared/store';
import { captcha } from '@store/shared/captcha';
import type { AccountT } from '../../../i18n';
import { loginApi } from './loginApi';

/** Code -> single-use proof -> session cookie -> the current user (product §7, with the proof step). */
export async function signInWithCode(dispatch: AppDispatch, phone: string, code: string): Promise<CurrentUser> {
  const { proof } = await dispatch(loginApi.endpoints.verifyCode.initiate({ phone, code })).unwrap();
  await dispatch(loginApi.endpoints.customerLogin.initiate({ phone, proof })).unwrap();
  return readCurrentUser(dispatch);
}

/** Pays for the send with a solved captcha puzzle (see @store/shared/captcha). */
export async function sendCode(dispatch: AppDispatch, phone: string): Promise<void> {
  await dispatch(loginApi.endpoints.sendCode.initiate({ phone, captcha: await captcha.take() })).unwrap();
}

/** Starts solving the captcha as soon as the modal opens, while the number is typed. */
export function prepareSignIn(): void {
  captcha.prepare();
}

/** 'Wrong code, 4 tries left' whatever case the API writes it in: a message starts a sentence. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** When the API's Retry-After lets the shopper try again: 90 -> 'in 90 s', 600 -> 'in 10 minutes', none -> 'later'. */
function tryAgainIn(t: AccountT, seconds: number): string {
  if (seconds <= 0) return t('account.login.tooManyLater');
  if (seconds < 120) return t('account.login.tooManySeconds', { seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120
    ? t('account.login.tooManyMinutes', { minutes })
    : t('account.login.tooManyHours', { hours: Math.ceil(minutes / 60) });
}

/**
 * What a refused send or sign-in tells the shopper, as a sentence: the API's own message (its
 * field prefix dropped, left as the API wrote it), or for a refusal without one, when to try
 * again (Retry-After) in the page's language. Null when the server itself failed or could not
 * be reached.
 */
export function refusal(t: AccountT, failure: unknown, fields: readonly string[] = []): string | null {
  const status = refusalStatus(failure);
  if (status === null || status >= 500) return null;
  const message = serverMessage(failure, fields);
  if (message) return sentence(message);
  const retryAfter = (failure as { retryAfter?: number | null }).retryAfter ?? 0;
  if (status === 429) return tryAgainIn(t, retryAfter);
  return null;
}
