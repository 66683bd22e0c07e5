import { z } from 'zod';
import { SECTIONS } from '../catalog/sections';
import { LISTING_PAGE_MAX, LISTING_SORTS } from './contract';

/** A product image as the API sends it: an absolute URL and the media id it came from. */
export const productImageSchema = z.object({ url: z.string(), fileId: z.string() });

/** The shopper-facing product (product §3). Prices are rupees. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  brand: z.string().nullable(),
  material: z.string().nullable(),
  category: z.enum(SECTIONS),
  type: z.string(),
  subCategory: z.string(),
  /** The HSN code its invoices give it: the admin's, or the default for what it is (defaultHsn). */
  hsn: z.string(),
  active: z.boolean(),
  images: z.array(productImageSchema),
  image: productImageSchema.nullable(),
  /** Average of customer ratings (1 to 5) and how many there are; null when nobody has rated it. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  createdAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * GET /api/products/{section}: 'all' or a missing type means every category; search matches
 * name or description; the answer is one page (an array) and X-Next-Cursor names the next.
 */
/** A keyset page's query: its size (1 to `max`, `fallback` when absent) and the cursor this API made. */
export const pageQuery = (max: number, fallback: number) => ({
  cursor: z.string().max(400, 'is not a cursor this API made').optional(),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback),
});

export const listingQuerySchema = z.object({
  type: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  sort: z.enum(LISTING_SORTS, { message: `must be one of ${LISTING_SORTS.join(', ')}` }).default('popular'),
  ...pageQuery(LISTING_PAGE_MAX, 48),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const productIdSchema = z.uuid({ message: 'Invalid product id' });
