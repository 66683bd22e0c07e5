import { translator } from '@store/shared/i18n';
import en from './en.json';

/** The shell's words (header, footer, its own pages), in the page's language. */
export const useT = translator<keyof typeof en>({ en, hi: () => import('./hi.json') });
