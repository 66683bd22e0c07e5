import { useAppSelector } from '@store/shared/store';
import { Link } from '@store/shared/router';
import { PageContainer, PageTitle, StatusText } from '@store/shared/ui';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';

/**
 * checkout/Checkout: /checkout. The render server draws its frame (the bag lives in the
 * browser, so the server cannot draw it): the title paints with the HTML, and the page fills in
 * once this browser's bag is back in the store, never showing an empty bag meanwhile.
 */
export default function Checkout() {
  // `!== false`: a shell older than this flag has always read the bag back before drawing.
  const bagKnown = useAppSelector((state) => state.ui.browserStateLoaded !== false);
  if (bagKnown) return <CheckoutPage />;
  return (
    <PageContainer>
      <PageTitle>Checkout</PageTitle>
      <StatusText role="status" id="checkout-bag-status">
        Loading your bag...
      </StatusText>
      {/* The bag is read by the page's code: without JavaScript it never loads, so the server's
          HTML says what checkout needs instead (a browser running scripts ignores this). */}
      <noscript>
        <style>{'#checkout-bag-status { display: none; }'}</style>
        <StatusText>
          Checkout needs JavaScript: please turn it on in your browser to see your bag and pay.{' '}
          <Link to="/">Continue shopping</Link>
        </StatusText>
      </noscript>
    </PageContainer>
  );
}
