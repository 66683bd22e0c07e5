import { translator } from '@store/shared/i18n';
import en from './en.json';

/** The catalog remote's words, in the page's language (keys under 'catalog.'; see @store/shared/i18n). */
export const useT = translator<keyof typeof en>({ en, hi: () => import('./hi.json') });
