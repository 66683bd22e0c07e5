import { CheckoutPage } from '../features/checkout/components/CheckoutPage';

/** checkout/Checkout: /checkout. */
export default function Checkout() {
  return <CheckoutPage />;
}
