import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';

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
  }
  return client;
}
