import { PHOTO_MAX_BYTES } from '@store/shared/catalog';
import type { AccountT } from '../../i18n';

/** Reads a chosen photo as a data URL (the API checks the bytes). */
export const readPhoto = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });

/** Why the API would refuse this file, said before it is sent (by its file name if given); null when it may go. */
export function photoProblem(t: AccountT, file: File, name?: string): string | null {
  if (!file.type.startsWith('image/'))
    return name ? t('account.photo.fileNotPicture', { name }) : t('account.photo.notPicture');
  if (file.size > PHOTO_MAX_BYTES)
    return name ? t('account.photo.fileTooLarge', { name }) : t('account.photo.tooLarge');
  return null;
}
