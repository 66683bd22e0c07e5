import { featureWords } from '../../../i18n';
import en from './en.json';

/** The listing pages' words with the remote's common ones: only the pages that need them carry them. */
export const { useT, englishT } = featureWords<keyof typeof en>(en, () => import('./hi.json'));
/** A key of these words (the feature's and the remote's common ones). */
export type CatalogKey = Parameters<typeof englishT>[0];
export type CatalogT = typeof englishT;
