import { DEFAULT_DISPATCH_DAYS } from '@store/shared/catalog';
import { getRuntimeConfig } from '@store/shared/config';
import { useLocation } from '@store/shared/router';
import { useDispatchDaysQuery } from '@store/shared/store';
import { theme } from '@store/shared/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from './i18n';
import { InfoPage } from './InfoPage';

const Section = styled.section`
  max-width: 720px;
  margin-bottom: ${theme.space.xl};
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.size.xl};
  }
  p {
    margin: 0 0 ${theme.space.sm};
    line-height: 1.6;
  }
`;

/** /help: what a shopper asks before buying: shipping, returns and alterations, lead time, contact. */
export function HelpPage() {
  const t = useT();
  const { hash } = useLocation();
  const days = useDispatchDaysQuery().data ?? DEFAULT_DISPATCH_DAYS;
  const chat = getRuntimeConfig().chatNumber;
  // The footer links to a section: go to it once the page is drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <InfoPage title={t('shell.help.title')}>
      <Section id="shipping" aria-labelledby="help-shipping">
        <h2 id="help-shipping">{t('shell.help.shippingTitle')}</h2>
        <p>{t('shell.help.shippingText', { days: days.standard })}</p>
        <p>{t('shell.help.shippingPartial')}</p>
      </Section>
      <Section id="returns" aria-labelledby="help-returns">
        <h2 id="help-returns">{t('shell.help.returnsTitle')}</h2>
        <p>{t('shell.help.returnsText')}</p>
      </Section>
      <Section id="made-to-measure" aria-labelledby="help-made-to-measure">
        <h2 id="help-made-to-measure">{t('shell.help.madeToMeasureTitle')}</h2>
        <p>{t('shell.help.madeToMeasureText', { days: days.tailored })}</p>
      </Section>
      <Section id="contact" aria-labelledby="help-contact">
        <h2 id="help-contact">{t('shell.help.contactTitle')}</h2>
        <p>
          {chat ? t('shell.help.contactChat', { chat }) : t('shell.help.contactWrite')} {t('shell.help.orderNumber')}
        </p>
      </Section>
    </InfoPage>
  );
}
