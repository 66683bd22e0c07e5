import { useT } from './i18n';
import { InfoPage } from './InfoPage';

export function TermsPage() {
  const t = useT();
  return (
    <InfoPage title={t('shell.terms.title')}>
      <p>{t('shell.terms.text')}</p>
    </InfoPage>
  );
}
