import { isSection } from '@store/shared/catalog';
import { useLocation } from '@store/shared/router';
import { ListingPage } from '../features/listing/components/ListingPage';

/** catalog/Listing: /mens, /womens and /accessories; the section is the first path segment. */
export default function Listing() {
  const { pathname } = useLocation();
  const section = pathname.split('/')[1];
  // The key remounts the page per section, so one section's list never flashes in another.
  return isSection(section) ? <ListingPage key={section} section={section} /> : null;
}
