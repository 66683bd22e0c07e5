import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance } from 'axios';
import { getRuntimeConfig, takeEarlyRead } from '../config/runtimeConfig';

/**
 * Window events every copy of this client raises (each remote bundles its own): the shell
 * listens to show, and clear, its 'cannot reach the store' notice.
 */
export const API_UNREACHABLE_EVENT = 'store:api-unreachable';
export const API_REACHABLE_EVENT = 'store:api-reachable';

function announce(event: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

/**
 * axios's own transport, except that a GET the shell's early start already made (the page's
 * declared first reads) is answered from it, once.
 */
const takingEarlyReads: AxiosAdapter = async (config) => {
  const early = config.method === 'get' ? await takeEarlyRead(axios.getUri(config)) : null;
  if (!early) return axios.getAdapter(axios.defaults.adapter)(config);
  return { data: early.body, status: 200, statusText: 'OK', headers: new AxiosHeaders(early.headers), config };
};

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
      adapter: takingEarlyReads,
      headers: { post: FROM_THE_STORE, put: FROM_THE_STORE, patch: FROM_THE_STORE, delete: FROM_THE_STORE },
    });
    clientBaseUrl = apiUrl;
    client.interceptors.response.use(
      (response) => {
        announce(API_REACHABLE_EVENT);
        return response;
      },
      (error: unknown) => {
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
