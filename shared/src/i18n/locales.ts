/**
 * The store's languages and how a page's address names one: English at the site's own paths,
 * Hindi under `/hi` (`/hi/mens`, `/hi/product/...`), so each language's page has its own URL,
 * drawn on the server in that language and indexed on its own.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Each language's name in itself, for the switch; and the Intl locale its prices and dates are written in. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The cookie the header's switch keeps the shopper's choice in (read by the shell's early start). */
export const LANGUAGE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The router's basename for a language: '' for English, '/hi' for Hindi. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A path's language, and the path the app's routes know (the prefix taken off). */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same page in `locale`: `localizedPath('/mens', 'hi')` is '/hi/mens', `localizedPath('/', 'hi')` '/hi'. */
export function localizedPath(path: string, locale: Locale): string {
  const base = basenameOf(locale);
  if (!base) return path || '/';
  return path === '/' || path === '' ? base : `${base}${path}`;
}

/** The language a `lang=` cookie names in a Cookie header or document.cookie, if any. */
export function languageCookie(cookies: string | undefined | null): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(cookies ?? '');
  return match && isLocale(match[1]) ? match[1] : null;
}
