import { englishWords, translator, type Translate } from '@store/shared/i18n';
import en from './en.json';

/** A key of the checkout remote's words. */
export type CheckoutKey = keyof typeof en;
/** What `useT()` gives: a key (and its values) to words in the page's language. */
export type CheckoutT = Translate<CheckoutKey>;

/** The checkout remote's words, in the page's language (keys under 'checkout.'; see @store/shared/i18n). */
export const useT = translator<CheckoutKey>({ en, hi: () => import('./hi.json') });

/** The English words outside a component: the default of helpers a screen passes its own `t` to. */
export const englishT: CheckoutT = englishWords(en);
