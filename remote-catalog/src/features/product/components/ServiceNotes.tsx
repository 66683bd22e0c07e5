import { getRuntimeConfig } from '@store/shared/config';
import { Link } from '@store/shared/router';
import { theme, useHydrated } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';

const Notes = styled.ul`
  margin: ${theme.space.lg} 0 0;
  padding: ${theme.space.md} 0 0;
  border-top: 1px solid ${theme.color.line};
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};
  font-size: ${theme.size.sm};
  color: ${theme.color.muted};
  strong {
    color: ${theme.color.ink};
    font-weight: ${theme.weight.medium};
  }
`;

/** Under the buttons: what a shopper asks before paying (delivery, returns), with the details a link away. */
export function ServiceNotes({ tailored }: { tailored: boolean }) {
  // The chat, inline: a phone's product page shows no floating chat button (it would cover the price).
  // Once live: the render server's copy of this remote does not read the browser's runtime config.
  const t = useT();
  const live = useHydrated();
  const chat = live ? getRuntimeConfig().chatNumber.replace(/\D/g, '') : '';
  return (
    <Notes aria-label={t('catalog.service.label')}>
      <li>
        <strong>{t('catalog.service.freeDelivery')}</strong> {t('catalog.service.freeDeliveryText')}{' '}
        <Link to="/help#shipping">{t('catalog.service.shipping')}</Link>
      </li>
      <li>
        {tailored ? (
          <>
            <strong>{t('catalog.service.tailored')}</strong> {t('catalog.service.tailoredText')}
          </>
        ) : (
          <>
            <strong>{t('catalog.service.returns')}</strong> {t('catalog.service.returnsText')}
          </>
        )}{' '}
        <Link to="/help#returns">{t('catalog.service.returnsLink')}</Link>
      </li>
      {chat ? (
        <li>
          <strong>{t('catalog.service.questions')}</strong>{' '}
          <a href={`https://wa.me/${chat}`} target="_blank" rel="noopener noreferrer">
            {t('catalog.service.chat')}
          </a>
        </li>
      ) : null}
    </Notes>
  );
}
