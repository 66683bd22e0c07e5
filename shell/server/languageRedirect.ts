import { isLocale, LANGUAGE_COOKIE, languageCookie, localeOfPath, localizedPath } from '@store/shared/i18n';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * A path of this site, safe to send as a Location: a browser reads `//host/...` and `/\host/...`
 * as another site's address, so any run of slashes and backslashes at its start (encoded ones
 * too: some proxies decode `%2F` before they pass a redirect on) becomes one slash.
 */
export function ownPath(path: string): string {
  return path.replace(/^(?:[/\\]|%2f|%5c)+/i, '/');
}

/**
 * The request's address on this site. A target starting `//` or `/\` is a path here, not
 * another host, as WHATWG URL parsing against the origin would read it.
 */
export function requestUrl(target: string, origin: string): URL {
  return /^[/\\]{2}/.test(target) ? new URL(`${origin}${target}`) : new URL(target, origin);
}

/**
 * The shopper's language, kept in the `lang` cookie: the header's switch links to the other
 * language's page with `?lang=hi` (it works without JavaScript), answered here with the cookie
 * and the clean address; later, a page asked for in the other language is sent to the chosen
 * one. Null: the page is served as asked.
 */
export function languageRedirect(url: URL, cookies: string | undefined): Record<string, string> | null {
  const { locale, path: asPath } = localeOfPath(url.pathname);
  // `/hi//evil.example/x` is `//evil.example/x` in English: never another site's address.
  const path = ownPath(asPath);
  const asked = url.searchParams.get(LANGUAGE_COOKIE);
  if (asked !== null) {
    const clean = new URL(url);
    clean.searchParams.delete(LANGUAGE_COOKIE);
    // Anything but a language is dropped from the address, and nothing is kept.
    if (!isLocale(asked)) return { Location: `${ownPath(clean.pathname)}${clean.search}` };
    return {
      Location: `${ownPath(localizedPath(path, asked))}${clean.search}`,
      'Set-Cookie': `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`,
    };
  }
  const chosen = languageCookie(cookies);
  if (!chosen || chosen === locale) return null;
  return { Location: `${ownPath(localizedPath(path, chosen))}${url.search}` };
}
