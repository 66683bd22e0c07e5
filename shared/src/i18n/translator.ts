import { setupI18n, type I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use, useCallback } from 'react';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from './locales';

/**
 * An app's messages in one language, by key. The build compiles them (the ICU text becomes
 * Lingui's compiled form, `pluginCompiledMessages`), so the page carries no message parser;
 * outside production Lingui compiles the plain text itself (tests, development).
 */
export type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;
type Values = Record<string, unknown>;
export type Translate<Key extends string> = (id: Key, values?: Values) => string;

/**
 * Every app's message loader, and the languages pages are in: a screen that first appears late
 * (a dialog opened in Hindi) must find its words loaded already, or it would suspend and blank
 * the page part around it while they arrive. So a page's language is fetched for every app's
 * words as soon as both are known.
 */
const preloaders = new Set<(locale: Locale) => Promise<unknown>>();
const pageLocales = new Set<Locale>();

/**
 * Resolves once every app's words loaded so far are in hand in `locale`: a drawn page hydrates
 * after that, so no component suspends while it hydrates (see the shell's bootstrap).
 */
export function wordsReady(locale: Locale): Promise<void> {
  return Promise.all([...preloaders].map((preload) => preload(locale))).then(() => undefined);
}

/** The page's Lingui instance: one in the browser, one per request on the render server. */
export function createI18n(locale: Locale): I18n {
  if (locale !== DEFAULT_LOCALE && !pageLocales.has(locale)) {
    pageLocales.add(locale);
    preloaders.forEach((preload) => void preload(locale));
  }
  return setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: {} } });
}

/** The language the page is in (from its address: see localeOfPath). */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** React reads a promise marked settled at once, without suspending again (another page, another request). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Where an app's words come from: English in hand, every other language fetched when needed. */
export type WordSources = { [L in typeof DEFAULT_LOCALE]: Messages } & Record<
  Exclude<Locale, typeof DEFAULT_LOCALE>,
  Loader
>;

/**
 * A part's own words (a page group's folder) with the words it shares with the rest of its app:
 * one translator over both, so the part's English ships only with the part's code.
 */
export function withWords(common: WordSources, own: WordSources): WordSources {
  return {
    en: { ...common.en, ...own.en },
    hi: () => Promise.all([common.hi(), own.hi()]).then(([a, b]) => ({ default: { ...a.default, ...b.default } })),
  };
}

const englishI18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** The English words outside a page (a plain helper called without a translator): the same file, filled in the same way. */
export function englishWords<Key extends string>(messages: Messages): Translate<Key> {
  return (id, values) => englishI18n._(id, values, { message: messages[id] as string });
}

/** Messages already in hand, as a promise React reads at once. */
function settled(messages: Messages): Tracked<Messages> {
  return Object.assign(Promise.resolve(messages), { status: 'fulfilled' as const, value: messages });
}

/**
 * An app's `useT` hook over its own message files. English, the product's own words, comes
 * with the app's code, as its strings did before (no wait on an English page); every other
 * language is a file of its own, fetched only on a page in that language, when first used. A
 * component suspends until it arrives: on the server the page waits for it, in the browser
 * hydration keeps the drawn HTML meanwhile. Each app keeps its keys under its own prefix.
 */
export function translator<Key extends string>(sources: WordSources): () => Translate<Key> {
  const loading = new Map<Locale, Tracked<Messages>>();
  function messagesOf(locale: Exclude<Locale, typeof DEFAULT_LOCALE>): Tracked<Messages> {
    const kept = loading.get(locale);
    if (kept) return kept;
    const started: Tracked<Messages> = sources[locale]().then(
      (module) => Object.assign(started, { status: 'fulfilled' as const, value: module.default }).value as Messages,
      (error: unknown) => {
        loading.delete(locale); // a file that failed to load is fetched again on the next try
        throw error;
      },
    );
    loading.set(locale, started);
    return started;
  }
  const english = settled(sources[DEFAULT_LOCALE]);
  const preload = (locale: Locale): Promise<unknown> =>
    locale === DEFAULT_LOCALE ? english : messagesOf(locale).catch(() => undefined); // tried again on first use
  preloaders.add(preload);
  pageLocales.forEach((locale) => void preload(locale));
  return function useT() {
    const { i18n } = useLingui();
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
    const messages = use<Messages>((locale === DEFAULT_LOCALE ? english : messagesOf(locale)) as Promise<Messages>);
    return useCallback(
      // The message goes with the key, so Lingui writes it (values, plurals in the page's language)
      // without every app's files being loaded into the one instance.
      (id: Key, values?: Values) => i18n._(id, values, { message: (messages[id] ?? id) as string }),
      [i18n, messages],
    );
  };
}
