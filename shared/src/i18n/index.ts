/**
 * The store's languages (Lingui, shared by Module Federation as one singleton, so the shell's
 * choice of language is every remote's). Import it from '@store/shared/i18n' only: the package
 * name is what is shared.
 */
export { I18nProvider, useLingui } from '@lingui/react';
export type { I18n } from '@lingui/core';
export * from './locales';
export {
  createI18n,
  englishWords,
  translator,
  useLocale,
  withWords,
  wordsReady,
  type Messages,
  type Translate,
  type WordSources,
} from './translator';
export { useFormatDate } from './formats';
export { useSharedT } from './sharedMessages';
export { useRefusalText, type CodedRefusal, type RefusalOptions } from './refusalText';
