import { notify } from '@store/shared/ui';
import { useRef, useState } from 'react';
import { uploadImage, type ImageRef, type UploadProgress } from '../api/uploads';
import { productsApi } from '../api/productsApi';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface UploadItem {
  key: string;
  name: string;
  /** An object URL of the local file, or the uploaded image's URL for images a product has. */
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  progress: UploadProgress;
  ref?: ImageRef;
  error?: string;
  /** The chosen file, kept to try a failed upload again. */
  file?: File;
}

const START: UploadProgress = { percent: 0, bytesPerSecond: 0, secondsLeft: null };

/**
 * The images of a product form: files are checked (images only, 5MB each; the server checks
 * again), uploaded one request each with progress, and kept in the order chosen. `images` are
 * the uploaded refs to save; `pending` is true while any upload runs.
 */
export function useImageUploads(initial: readonly ImageRef[] = []) {
  const [items, setItems] = useState<UploadItem[]>(() =>
    initial.map((ref) => ({
      key: ref.fileId,
      name: ref.fileId,
      preview: ref.url,
      state: 'done',
      progress: START,
      ref,
    })),
  );
  const [signUpload] = productsApi.useImageUploadAuthMutation();
  const counter = useRef(0);
  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  /** Returns the reasons files were refused, for the form to show. */
  const addFiles = (files: Iterable<File>): string[] => {
    const refused: string[] = [];
    for (const file of files) {
      if (!file.type.startsWith('image/')) {
        refused.push(`${file.name} is not an image`);
        continue;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        refused.push(`${file.name} is larger than 5MB`);
        continue;
      }
      const key = `upload-${(counter.current += 1)}`;
      const preview = URL.createObjectURL(file);
      setItems((list) => [...list, { key, name: file.name, preview, state: 'uploading', progress: START, file }]);
      upload(key, file);
    }
    return refused;
  };

  const upload = (key: string, file: File) =>
    uploadImage(
      file,
      (progress) => update(key, { progress }),
      () => signUpload().unwrap(),
    )
      .then((ref) => update(key, { state: 'done', ref, progress: { percent: 100, bytesPerSecond: 0, secondsLeft: 0 } }))
      .catch((error: Error) => {
        notify.error(error.message);
        update(key, { state: 'failed', error: error.message });
      });

  /** Sends a failed image again, in its place. */
  const retry = (key: string) => {
    const file = items.find((item) => item.key === key)?.file;
    if (!file) return;
    update(key, { state: 'uploading', progress: START, error: undefined });
    void upload(key, file);
  };

  const remove = (key: string) => setItems((list) => list.filter((item) => item.key !== key));
  const reset = () => {
    for (const item of items) if (item.preview.startsWith('blob:')) URL.revokeObjectURL(item.preview);
    setItems([]);
  };

  return {
    items,
    pending: items.some((item) => item.state === 'uploading'),
    images: items.flatMap((item) => (item.state === 'done' && item.ref ? [item.ref] : [])),
    addFiles,
    retry,
    remove,
    reset,
  };
}
