import { languageCookie, localeOfPath, localizedPath } from './locales';

describe('a page address and its language', () => {
  it('reads Hindi from the /hi prefix and gives the app the path without it', () => {
    expect(localeOfPath('/hi/mens')).toEqual({ locale: 'hi', path: '/mens' });
    expect(localeOfPath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(localeOfPath('/hi/product/abc')).toEqual({ locale: 'hi', path: '/product/abc' });
  });

  it('keeps English at the plain paths, and a word that only starts like a language is a path', () => {
    expect(localeOfPath('/mens')).toEqual({ locale: 'en', path: '/mens' });
    expect(localeOfPath('/')).toEqual({ locale: 'en', path: '/' });
    expect(localeOfPath('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(localeOfPath('/en/mens')).toEqual({ locale: 'en', path: '/en/mens' });
  });

  it('writes the same page in the other language', () => {
    expect(localizedPath('/mens', 'hi')).toBe('/hi/mens');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/mens', 'en')).toBe('/mens');
  });

  it('reads the shopper’s choice from the cookie, ignoring anything that is not a language', () => {
    expect(languageCookie('sid=1; lang=hi')).toBe('hi');
    expect(languageCookie('lang=fr')).toBeNull();
    expect(languageCookie('xlang=hi')).toBeNull();
    expect(languageCookie(undefined)).toBeNull();
  });
});
