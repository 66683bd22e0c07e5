import { LANGUAGE_COOKIE, languageCookie } from '@store/shared/i18n';
import { renderWithStore } from '@store/shared/testing';
import { act, screen } from '@testing-library/react';
import { LanguageSwitch } from './LanguageSwitch';

// The browser would leave for the other language's page: the test stays (jsdom cannot navigate).
const stay = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stay));
afterEach(() => {
  document.removeEventListener('click', stay);
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

it('links an English page to the same page in Hindi, and keeps the choice in a cookie', async () => {
  const { user } = renderWithStore(<LanguageSwitch />, { route: '/mens?type=all' });
  const link = screen.getByRole('link', { name: 'हिन्दी में पढ़ें (Read in Hindi)' });
  expect(link).toHaveAttribute('href', '/hi/mens?type=all');
  expect(link).toHaveAttribute('hreflang', 'hi');
  expect(link).toHaveTextContent('हिन्दी');
  expect(languageCookie(document.cookie)).toBeNull();
  await user.click(link);
  expect(languageCookie(document.cookie)).toBe('hi');
});

it('links a Hindi page back to the English one', async () => {
  const { user } = await act(async () => renderWithStore(<LanguageSwitch />, { route: '/mens', locale: 'hi' }));
  const link = await screen.findByRole('link', { name: 'Read in English (अंग्रेज़ी में पढ़ें)' });
  expect(link).toHaveAttribute('href', '/mens');
  expect(link).toHaveTextContent('English');
  await user.click(link);
  expect(languageCookie(document.cookie)).toBe('en');
});
