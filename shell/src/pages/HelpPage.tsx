import { DEFAULT_DISPATCH_DAYS } from '@store/shared/catalog';
import { getRuntimeConfig } from '@store/shared/config';
import { useLocation } from '@store/shared/router';
import { useDispatchDaysQuery } from '@store/shared/store';
import { theme } from '@store/shared/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
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
  const { hash } = useLocation();
  const days = useDispatchDaysQuery().data ?? DEFAULT_DISPATCH_DAYS;
  const chat = getRuntimeConfig().chatNumber;
  // The footer links to a section: go to it once the page is drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <InfoPage title="Customer care">
      <Section id="shipping" aria-labelledby="help-shipping">
        <h2 id="help-shipping">Shipping</h2>
        <p>
          Delivery is free across India. Pieces in standard sizes leave us within {days.standard} days of payment; the
          checkout checks your pincode, and your order page shows the courier and a tracking link once it ships.
        </p>
        <p>An order paid 20% now leaves once the balance is paid: your dashboard has a Pay balance button.</p>
      </Section>
      <Section id="returns" aria-labelledby="help-returns">
        <h2 id="help-returns">Returns and alterations</h2>
        <p>
          Standard sizes can be returned or exchanged within 7 days of delivery, unworn and with their tags. Pieces made
          to your measurements are cut for you and cannot be returned; if one does not fit as it should, we alter it
          free of charge within 30 days of delivery.
        </p>
      </Section>
      <Section id="made-to-measure" aria-labelledby="help-made-to-measure">
        <h2 id="help-made-to-measure">Made-to-measure lead time</h2>
        <p>
          A made-to-measure piece leaves our workshop within {days.tailored} days of payment. It goes through
          measurements confirmed, cutting, stitching and a quality check, and your dashboard shows each step as it
          happens. Measurements are in inches; you can save them as a profile and pick it on any tailored product.
        </p>
      </Section>
      <Section id="contact" aria-labelledby="help-contact">
        <h2 id="help-contact">Contact us</h2>
        <p>
          {chat
            ? `Chat with us on ${chat} (the chat button on every page), Monday to Saturday, 10 am to 7 pm.`
            : 'Write to us from your order page, Monday to Saturday, 10 am to 7 pm.'}{' '}
          Please have your order number ready: it starts with ELG.
        </p>
      </Section>
    </InfoPage>
  );
}
