/**
 * The API's plain contract values and answer shapes: no zod here, so the pages that only call
 * the API do not ship a validation library.
 */

/** The listing's sort orders, in the order the Sort menu shows them. 'popular' is the default. */
export const LISTING_SORTS = ['popular', 'rating', 'newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_PAGE_MAX = 100;

/** The desk's search tab: how far back its top and nothing-found searches look (GET /admin/search/queries?range=). */
export const SEARCH_LOG_RANGES = ['1d', '7d', '30d', '90d'] as const;
export type SearchLogRange = (typeof SEARCH_LOG_RANGES)[number];

/** The response header that carries the cursor of the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** The catalogue version a catalogue answer was made at (GET /catalog/version's, as a header). */
export const CATALOG_VERSION_HEADER = 'x-catalog-version';

export type { UploadAuth } from './answers';

export interface PaymentOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

export type {
  DeliveryEstimate,
  DispatchDays,
  OrderJson,
  OrderDetail,
  OrderNote,
  PincodePlace,
  RefundRetry,
  TaxRules,
} from './answers';

/** Header carrying the signed guest-orders token (browser storage keeps it with the phone). */
export const GUEST_TOKEN_HEADER = 'x-guest-token';
export type { ReturnJson, DeskReturnJson, RefundPayoutInput, ReturnRequestInput } from './returns';
