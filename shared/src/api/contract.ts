/**
 * The API's plain contract values and answer shapes: no zod here, so the pages that only call
 * the API do not ship a validation library.
 */

/** The listing's sort orders, in the order the Sort menu shows them. 'popular' is the default. */
export const LISTING_SORTS = ['popular', 'rating', 'newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_PAGE_MAX = 100;

/** The response header that carries the cursor of the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** GET /auth/imagekit: ImageKit's client-upload signature, and where to send the upload. */
export interface UploadAuth {
  token: string;
  /** Unix seconds. */
  expire: number;
  signature: string;
  publicKey: string;
  uploadUrl: string;
  folder: string;
}

export interface PaymentOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

/** The order as the customer and admin screens read it (product §3); money in rupees. */
export interface OrderJson {
  _id: string;
  customer: { name: string };
  phone: string;
  totalAmount: number;
  paidAmount: number;
  amountDue: number;
  discount: number;
  couponCode: string | null;
  status: 'paid' | 'partial-paid';
  completed: boolean;
  /** After payment: processing, shipped, delivered or cancelled. */
  fulfilment: 'processing' | 'shipped' | 'delivered' | 'cancelled';
  deleted: boolean;
  guest: boolean;
  createdAt: string;
  shippingAddress: { name: string; street: string; city: string; state: string; zip: string; country: string };
  items: { _id: string; productId: string; name: string; size: unknown; price: number; image: string }[];
}

/** Header carrying the signed guest-orders token (browser storage keeps it with the phone). */
export const GUEST_TOKEN_HEADER = 'x-guest-token';
