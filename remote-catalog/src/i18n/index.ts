import { englishWords, translator, withWords, type Messages, type Translate } from '@store/shared/i18n';
import en from './en.json';

/** A key of the catalog remote's common words (en.json: cards, hearts, alerts, the shared names). */
export type CatalogKey = keyof typeof en;
/** What `useT` gives: a key and its values in, the words in the page's language out. */
export type CatalogT = Translate<CatalogKey>;

const common = { en, hi: () => import('./hi.json') };

/** The catalog remote's common words, in the page's language (keys under 'catalog.'; see @store/shared/i18n). */
export const useT = translator<CatalogKey>(common);
/** The same words outside a page (a plain helper called without a translator). */
export const englishT: CatalogT = englishWords(en);

/**
 * A feature's words (features/<name>/i18n) together with the common ones. Each page group (home,
 * listing, product, wishlist) keeps its own, so the home page's code carries no product page's
 * words: the remote's English is split as its code is.
 */
export function featureWords<Key extends string>(
  words: Messages,
  hindi: () => Promise<{ default: Messages }>,
): { useT: () => Translate<CatalogKey | Key>; englishT: Translate<CatalogKey | Key> } {
  const sources = withWords(common, { en: words, hi: hindi });
  return { useT: translator<CatalogKey | Key>(sources), englishT: englishWords(sources.en) };
}
