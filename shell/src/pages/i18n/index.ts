import { translator, withWords } from '@store/shared/i18n';
import { shellWords } from '../../i18n';
import en from './en.json';

/** The customer-care, terms and privacy pages' words with the shell's: they load with those pages only. */
export const useT = translator<keyof typeof en | keyof typeof shellWords.en>(
  withWords(shellWords, { en, hi: () => import('./hi.json') }),
);
