import { InfoPage } from './InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy">
      <p>
        We keep your phone number to sign you in, your addresses and measurements to fulfil your orders, and your order
        history so you can see it. Card details are handled by the payment provider and never reach our servers. We do
        not sell your data.
      </p>
    </InfoPage>
  );
}
