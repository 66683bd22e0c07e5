import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createI18n, I18nProvider, translator, useFormatDate } from '@store/shared/i18n';

const useT = translator<'demo.items' | 'demo.hello'>({
  en: { 'demo.hello': 'Hello {name}', 'demo.items': '{count, plural, one {# piece} other {# pieces}}' },
  hi: () => Promise.resolve({ default: { 'demo.hello': 'नमस्ते {name}', 'demo.items': '{count} पीस' } }),
});

function Greeting() {
  const t = useT();
  const format = useFormatDate();
  return (
    <p>
      {t('demo.hello', { name: 'Asha' })}, {t('demo.items', { count: 1 })}, {t('demo.items', { count: 3 })},{' '}
      {format.day('2026-11-27')}
    </p>
  );
}

function page(locale: 'en' | 'hi') {
  return render(
    <I18nProvider i18n={createI18n(locale)}>
      <Suspense fallback="loading">
        <Greeting />
      </Suspense>
    </I18nProvider>,
  );
}

describe('an app’s words in the page’s language', () => {
  it('writes English at once, with values, plurals and an Indian date', () => {
    page('en');
    expect(screen.getByText('Hello Asha, 1 piece, 3 pieces, 27 Nov 2026')).toBeInTheDocument();
  });

  it('fetches Hindi only on a Hindi page, then writes its dates the Hindi way', async () => {
    await act(async () => {
      page('hi');
    });
    expect(await screen.findByText('नमस्ते Asha, 1 पीस, 3 पीस, 27 नव॰ 2026')).toBeInTheDocument();
  });
});

it('fetches a Hindi page’s words for every app at once, so a screen opened later never waits for them', async () => {
  let fetched = 0;
  const useLateT = translator<'late.close'>({
    en: { 'late.close': 'Close' },
    hi: () => {
      fetched += 1;
      return Promise.resolve({ default: { 'late.close': 'बंद करें' } });
    },
  });
  function Late() {
    return <button type="button">{useLateT()('late.close')}</button>;
  }
  const i18n = createI18n('hi');
  expect(fetched).toBe(1);
  await Promise.resolve();
  // Mounted afterwards and drawn at once (a suspended one would show the fallback first).
  render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback="loading">
        <Late />
      </Suspense>
    </I18nProvider>,
  );
  expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  expect(fetched).toBe(1);
});
