import { renderWithStore } from '@store/shared/testing';
import { act, screen } from '@testing-library/react';
import { LanguageSwitch } from './LanguageSwitch';

// The render server keeps the choice the link's ?lang= asks for (shell/server renderServer.test.ts).
it('links an English page to the same page in Hindi, asking to keep the choice', () => {
  renderWithStore(<LanguageSwitch />, { route: '/mens?type=all' });
  const link = screen.getByRole('link', { name: 'हिन्दी में पढ़ें (Read in Hindi)' });
  expect(link).toHaveAttribute('href', '/hi/mens?type=all&lang=hi');
  expect(link).toHaveAttribute('hreflang', 'hi');
  expect(link).toHaveTextContent('हिन्दी');
});

it('links a Hindi page back to the English one', async () => {
  await act(async () => renderWithStore(<LanguageSwitch />, { route: '/mens', locale: 'hi' }));
  const link = await screen.findByRole('link', { name: 'Read in English (अंग्रेज़ी में पढ़ें)' });
  expect(link).toHaveAttribute('href', '/mens?lang=en');
  expect(link).toHaveTextContent('English');
});
