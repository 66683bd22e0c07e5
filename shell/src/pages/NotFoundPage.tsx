import { Link } from '@store/shared/router';
import { InfoPage } from './InfoPage';

export function NotFoundPage() {
  return (
    <InfoPage title="Page not found">
      <p>
        We could not find that page. <Link to="/">Back to the store</Link>
      </p>
    </InfoPage>
  );
}
