import { isSection } from '@store/shared/catalog';
import { useLocation } from '@store/shared/router';
import type { PagePrefetch } from '@store/shared/store';
import { listingApi } from '../features/listing/api/listingApi';
import { ListingPage } from '../features/listing/components/ListingPage';
import { listingQueryOf } from '../features/listing/listingQuery';

/**
 * What the render server reads before drawing this page: the first page of the section with the
 * URL's category, search, sort and filters (the same arguments the page's list asks with), and
 * the filters' counts for them.
 */
export const prefetch: PagePrefetch = ({ url }, dispatch) => {
  const section = url.pathname.split('/')[1];
  if (!isSection(section)) return;
  const query = listingQueryOf(url.searchParams);
  void dispatch(listingApi.endpoints.listing.initiate({ section, query }));
  // The filters' counts, so the page arrives with them beside each choice.
  void dispatch(listingApi.endpoints.listingFacets.initiate({ section, query: { ...query, sort: 'popular' } }));
};

/** catalog/Listing: /mens, /womens and /accessories; the section is the first path segment. */
export default function Listing() {
  const { pathname } = useLocation();
  const section = pathname.split('/')[1];
  // The key remounts the page per section, so one section's list never flashes in another.
  return isSection(section) ? <ListingPage key={section} section={section} /> : null;
}
