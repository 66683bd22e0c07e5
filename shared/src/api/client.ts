import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';

/**
 * Window events every copy of this client raises (each remote bundles its own): the shell
 * listens to show, and clear, its 'cannot reach the store' notice.
 */
export const API_UNREACHABLE_EVENT = 'store:api-unreachable';
export const API_REACHABLE_EVENT = 'store:api-reachable';

function announce(event: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

let client: AxiosInstance | null = null;
let clientBaseUrl = '';

/**
 * The one axios instance for calls to the store's API. It follows the runtime config's
 * apiUrl, sends cookies (credentials) and marks requests as coming from the store's own
 * pages, which the API requires of state-changing calls.
 */
export function apiClient(): AxiosInstance {
  const { apiUrl } = getRuntimeConfig();
  if (!client || clientBaseUrl !== apiUrl) {
    client = axios.create({
      baseURL: apiUrl,
      withCredentials: true,
      timeout: 15000,
      headers: { 'X-Requested-With': 'store' },
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
