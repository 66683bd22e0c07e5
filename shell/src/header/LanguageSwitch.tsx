import { LANGUAGE_COOKIE, LANGUAGE_NAMES, localizedPath, useLocale } from '@store/shared/i18n';
import { useLocation } from '@store/shared/router';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${theme.space.xs};
  font-size: ${theme.size.sm};
  color: ${theme.color.ink};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * The same page in the other language: a plain link (it works before the code arrives, and the
 * other language's page is drawn on the server), which also keeps the choice for the next visit.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const other = locale === 'en' ? 'hi' : 'en';
  const { pathname, search } = useLocation();
  return (
    <SwitchLink
      className={className}
      href={`${localizedPath(pathname, other)}${search}`}
      hrefLang={other}
      lang={other}
      aria-label={t('shell.language.switchLabel')}
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
      }}
    >
      {LANGUAGE_NAMES[other]}
    </SwitchLink>
  );
}
