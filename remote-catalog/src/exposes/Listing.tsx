import { isSection } from '@store/shared/catalog';
import { useLocation } from '@store/shared/router';
import { sectionPagePath } from '../features/listing/api/fetchSectionPage';
import { ListingPage } from '../features/listing/components/ListingPage';
import { listingQueryOf } from '../features/listing/listingQuery';

/**
 * The API reads this page's first render makes, for the render server (which draws the page
 * with their answers): the first page of the section with the URL's category, search and sort.
 */
export function firstReads(url: URL): string[] {
  const section = url.pathname.split('/')[1];
  return isSection(section) ? [sectionPagePath(section, listingQueryOf(url.searchParams))] : [];
}

/** catalog/Listing: /mens, /womens and /accessories; the section is the first path segment. */
export default function Listing() {
  const { pathname } = useLocation();
  const section = pathname.split('/')[1];
  // The key remounts the page per section, so one section's list never flashes in another.
  return isSection(section) ? <ListingPage key={section} section={section} /> : null;
}
