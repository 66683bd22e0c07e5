import { createI18n, translator, type Translate } from '@store/shared/i18n';
import en from './en.json';

/** A key of the catalog remote's words (en.json). */
export type CatalogKey = keyof typeof en;
/** What `useT` gives: a key and its values in, the words in the page's language out. */
export type CatalogT = Translate<CatalogKey>;

/** The catalog remote's words, in the page's language (keys under 'catalog.'; see @store/shared/i18n). */
export const useT = translator<CatalogKey>({ en, hi: () => import('./hi.json') });

const english = createI18n('en');
/**
 * The English words outside a page (a plain helper called without a translator, a piece drawn
 * bare): the same file, filled in the same way.
 */
export const englishT: CatalogT = (id, values) =>
  english._(id, values, { message: (en as Record<string, unknown>)[id] as string });
