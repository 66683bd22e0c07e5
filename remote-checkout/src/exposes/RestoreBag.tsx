import { RestoreBagPage } from '../features/restore-bag/RestoreBagPage';

/** checkout/RestoreBag: /bag/{token}, where a left bag's reminder lands. */
export default function RestoreBag() {
  return <RestoreBagPage />;
}
