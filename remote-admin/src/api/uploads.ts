import { apiClient, serverMessage, type UploadAuth } from '@store/shared/api';
import axios from 'axios';
import type { ImageRef } from './products';

export interface UploadProgress {
  /** 0-100. */
  percent: number;
  bytesPerSecond: number;
  /** Seconds left at the current speed; null until it can be told. */
  secondsLeft: number | null;
}

/**
 * One image, as ImageKit's client upload works (product §7): GET /auth/imagekit for a signature,
 * then the multipart POST to the upload URL it names (ImageKit, or the API's local store),
 * reporting progress. Failures carry the product's wording.
 */
export async function uploadImage(file: File, onProgress: (progress: UploadProgress) => void): Promise<ImageRef> {
  let auth: UploadAuth;
  try {
    auth = (await apiClient().get<UploadAuth>('/auth/imagekit')).data;
  } catch (error) {
    throw new Error(`Failed to upload: ${serverMessage(error) ?? (error as Error).message}`, { cause: error });
  }
  const form = new FormData();
  form.append('file', file);
  form.append('fileName', file.name);
  form.append('publicKey', auth.publicKey);
  form.append('signature', auth.signature);
  form.append('expire', String(auth.expire));
  form.append('token', auth.token);
  form.append('folder', auth.folder);
  const started = performance.now();
  let answer: { url?: string; fileId?: string };
  try {
    // Not the API client: ImageKit's endpoint takes no cookies and no custom headers.
    const response = await axios.post<{ url?: string; fileId?: string }>(auth.uploadUrl, form, {
      onUploadProgress: (event) => {
        const seconds = (performance.now() - started) / 1000;
        const bytesPerSecond = seconds > 0 ? event.loaded / seconds : 0;
        const total = event.total ?? file.size;
        onProgress({
          percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0,
          bytesPerSecond,
          secondsLeft: bytesPerSecond > 0 ? Math.max(0, (total - event.loaded) / bytesPerSecond) : null,
        });
      },
    });
    answer = response.data;
  } catch (error) {
    throw new Error(serverMessage(error) ? `Failed to upload: ${serverMessage(error)}` : 'Image upload error', {
      cause: error,
    });
  }
  if (!answer?.fileId || !answer.url) throw new Error('Image upload response missing fileId');
  return { url: answer.url, fileId: answer.fileId };
}
