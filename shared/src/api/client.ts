import axios, { AxiosHeaders, type AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_RETRY_DELAY_MS, newIdempotencyKey, worthRetrying } from './idempotency';
import { announce, API_REACHABLE_EVENT, API_UNREACHABLE_EVENT } from './reachability';

/**
 * A checkout call's options that make it safe to send twice: a new Idempotency-Key, which the
 * API honours (the call is done once, and a second copy gets the first one's answer), and so
 * the client sends it once more when it got no answer or a proxy's 502-504.
 */
export function idempotently(): { headers: Record<string, string> } {
  return { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } };
}

/** Keys whose one retry is under way: a second failure is the caller's to handle. */
const retrying = new Set<string>();

let client: AxiosInstance | null = null;
let clientBaseUrl = '';

/** The API requires this of state-changing calls: a cross-site form cannot set it. */
const FROM_THE_STORE = { 'X-Requested-With': 'store' };

/**
 * The one axios instance for calls to the store's API. It follows the runtime config's
 * apiUrl, sends cookies (credentials) and marks state-changing requests as coming from the
 * store's own pages. Reads go without the mark: a custom header would make every read a CORS
 * preflight first, a second round trip before the page's data.
 */
export function apiClient(): AxiosInstance {
  const { apiUrl } = getRuntimeConfig();
  if (!client || clientBaseUrl !== apiUrl) {
    client = axios.create({
      baseURL: apiUrl,
      withCredentials: true,
      timeout: 15000,
      headers: { post: FROM_THE_STORE, put: FROM_THE_STORE, patch: FROM_THE_STORE, delete: FROM_THE_STORE },
    });
    clientBaseUrl = apiUrl;
    client.interceptors.response.use(
      (response) => {
        announce(API_REACHABLE_EVENT);
        return response;
      },
      async (error: unknown) => {
        const failed = axios.isAxiosError(error) && error.code !== 'ERR_CANCELED' ? error : null;
        const config = failed?.config;
        const key = config && AxiosHeaders.from(config.headers).get(IDEMPOTENCY_KEY_HEADER);
        if (config && typeof key === 'string' && !retrying.has(key) && worthRetrying(failed?.response?.status)) {
          // The instance that had it may have died: once more, with the same key, after the
          // balancer has had a moment to drop it.
          retrying.add(key);
          await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_DELAY_MS));
          return (client as AxiosInstance).request(config).finally(() => retrying.delete(key));
        }
        // No response at all (refused, reset, timed out): the API itself is out of reach.
        if (axios.isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED')
          announce(API_UNREACHABLE_EVENT);
        else if (axios.isAxiosError(error) && error.response) announce(API_REACHABLE_EVENT);
        return Promise.reject(error);
      },
    );
  }
  return client;
}
