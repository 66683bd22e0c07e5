import { useT } from '../i18n';
import { InfoPage } from './InfoPage';

export function UnauthorizedPage() {
  const t = useT();
  return (
    <InfoPage title={t('shell.unauthorized.title')}>
      <p>{t('shell.unauthorized.text')}</p>
    </InfoPage>
  );
}
