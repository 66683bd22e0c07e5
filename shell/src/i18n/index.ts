import { translator } from '@store/shared/i18n';
import en from './en.json';

/** The shell's words (header, footer, its pages), English with the code, Hindi fetched on a Hindi page. */
export const shellWords = { en, hi: () => import('./hi.json') };

/** The shell's words in the page's language. */
export const useT = translator<keyof typeof en>(shellWords);
