import { translator, type Translate } from '@store/shared/i18n';
import en from './en.json';

/** A key of the account remote's messages. */
export type AccountKey = keyof typeof en;
/** The translate function `useT` gives, for helpers that write a message outside a component. */
export type AccountT = Translate<AccountKey>;

/** The account remote's words, in the page's language (keys under 'account.'; see @store/shared/i18n). */
export const useT = translator<AccountKey>({ en, hi: () => import('./hi.json') });
