import { InfoPage } from './InfoPage';

export function UnauthorizedPage() {
  return (
    <InfoPage title="Access to this page is restricted">
      <p>Please check with the site admin if you believe this is a mistake.</p>
    </InfoPage>
  );
}
