import { translator, withWords } from '@store/shared/i18n';
import { shellWords } from '../../../../i18n';
import en from './en.json';

/** The suggestions' words with the shell's: they load with the suggestions' code, on the box's first focus. */
export const useT = translator<keyof typeof en | keyof typeof shellWords.en>(
  withWords(shellWords, { en, hi: () => import('./hi.json') }),
);
