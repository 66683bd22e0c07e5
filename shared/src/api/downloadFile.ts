import { apiClient } from './client';

/**
 * GETs a file the API makes (a CSV export, an invoice PDF) with the session and any headers the
 * caller adds (a guest's order tokens), and has the browser save it under the name the API gave.
 * With a `body`, POSTs it instead (a batch of labels names its parcels in the body).
 */
export async function downloadFile(
  path: string,
  { body, ...options }: { params?: object; headers?: Record<string, string>; body?: object } = {},
) {
  const response = body
    ? await apiClient().post<Blob>(path, body, { ...options, responseType: 'blob' })
    : await apiClient().get<Blob>(path, { ...options, responseType: 'blob' });
  const name = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1] ?? 'download';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
