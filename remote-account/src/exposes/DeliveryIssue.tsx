import { DeliveryIssuePage } from '../features/delivery-issue/components/DeliveryIssuePage';

/** account/DeliveryIssue: /delivery-issue/{token}, where a failed delivery's message lands. */
export default function DeliveryIssue() {
  return <DeliveryIssuePage />;
}
