import { useAppSelector } from '@store/shared/store';
import { Link } from '@store/shared/router';
import { PageContainer, PageTitle, StatusText } from '@store/shared/ui';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';
import { useT } from '../i18n';

/**
 * checkout/Checkout: /checkout. The render server draws its frame (the bag lives in the
 * browser, so the server cannot draw it): the title paints with the HTML, and the page fills in
 * once this browser's bag is back in the store, never showing an empty bag meanwhile.
 */
export default function Checkout() {
  // `!== false`: a shell older than this flag has always read the bag back before drawing.
  const bagKnown = useAppSelector((state) => state.ui.browserStateLoaded !== false);
  const t = useT();
  if (bagKnown) return <CheckoutPage />;
  return (
    <PageContainer>
      <PageTitle>{t('checkout.title')}</PageTitle>
      <StatusText role="status" id="checkout-bag-status">
        {t('checkout.frame.loading')}
      </StatusText>
      {/* The bag is read by the page's code: without JavaScript it never loads, so the server's
          HTML says what checkout needs instead (a browser running scripts ignores this). */}
      <noscript>
        <style>{'#checkout-bag-status { display: none; }'}</style>
        <StatusText>
          {t('checkout.frame.noscript')} <Link to="/">{t('checkout.link.continueShopping')}</Link>
        </StatusText>
      </noscript>
    </PageContainer>
  );
}
