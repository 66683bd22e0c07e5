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

/**
 * The same page in the other language: a plain link (it works before the code arrives and with
 * JavaScript off: the other language's page is drawn on the server). Its `?lang=` asks the
 * render server to keep the choice (a cookie) for the next visit; it answers with the clean address.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const other = locale === 'en' ? 'hi' : 'en';
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_COOKIE, other);
  return (
    <SwitchLink
      className={className}
      href={`${localizedPath(pathname, other)}?${query}`}
      hrefLang={other}
      lang={other}
      aria-label={t('shell.language.switchLabel')}
    >
      {LANGUAGE_NAMES[other]}
    </SwitchLink>
  );
}
