import { Link } from '@store/shared/router';
import { useT } from '../i18n';
import { InfoPage } from './InfoPage';

export function NotFoundPage() {
  const t = useT();
  return (
    <InfoPage title={t('shell.notFound.title')}>
      <p>
        {t('shell.notFound.text')} <Link to="/">{t('shell.notFound.back')}</Link>
      </p>
    </InfoPage>
  );
}
