import { useT } from './i18n';
import { InfoPage } from './InfoPage';

export function PrivacyPage() {
  const t = useT();
  return (
    <InfoPage title={t('shell.privacy.title')}>
      <p>{t('shell.privacy.text')}</p>
    </InfoPage>
  );
}
