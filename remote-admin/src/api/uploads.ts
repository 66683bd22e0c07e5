import { serverMessage, type UploadAuth } from '@store/shared/api';
import axios from 'axios';

/** An uploaded image as a product keeps it. */
export interface ImageRef {
  url: string;
  fileId: string;
}

export interface UploadProgress {
  /** 0-100. */
  percent: number;
  bytesPerSecond: number;
  /** Seconds left at the current speed; null until it can be told. */
  secondsLeft: number | null;
}

/** Why a call failed, in words: the API's message, or what the store or axios said. */
const reasonOf = (error: unknown) =>
  serverMessage(error) ??
  (error as { message?: string; error?: string }).message ??
  String((error as { error?: string }).error);

/**
 * One image, as ImageKit's client upload works (product §7): `sign` fetches a signature (GET
 * /auth/imagekit, the store's `imageUploadAuth`), then the multipart POST to the upload URL it
 * names (ImageKit, or the API's local store), reporting progress. Failures carry the product's wording.
 */
export async function uploadImage(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  sign: () => Promise<UploadAuth>,
): Promise<ImageRef> {
  let auth: UploadAuth;
  try {
    auth = await sign();
  } catch (error) {
    throw new Error(`Failed to upload: ${reasonOf(error)}`, { cause: error });
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
