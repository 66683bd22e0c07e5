import { InfoPage } from './InfoPage';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service">
      <p>
        Orders are accepted on payment in full or of 20% of the total, the balance being due before dispatch.
        Made-to-measure garments are tailored from the measurements you give in inches; please check them before you
        order. Prices are in Indian rupees and include GST.
      </p>
    </InfoPage>
  );
}
