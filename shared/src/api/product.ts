import { z } from 'zod';
import { SECTIONS } from '../catalog/sections';

/** A product image as the API sends it: an absolute URL and the media id it came from. */
export const productImageSchema = z.object({ url: z.string(), fileId: z.string() });

/** The shopper-facing product (spec section 3). Prices are rupees. */
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
  active: z.boolean(),
  images: z.array(productImageSchema),
  image: productImageSchema.nullable(),
  /** Average of customer ratings (1 to 5) and how many there are; null when nobody has rated it. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  createdAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductImage = z.infer<typeof productImageSchema>;

/** The listing's sort orders, in the order the Sort menu shows them. 'popular' is the default. */
export const LISTING_SORTS = ['popular', 'rating', 'newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_PAGE_MAX = 100;

/**
 * GET /api/products/{section}: 'all' or a missing type means every category; search matches
 * name or description; the answer is one page (an array) and X-Next-Cursor names the next.
 */
export const listingQuerySchema = z.object({
  type: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  sort: z.enum(LISTING_SORTS, { message: `must be one of ${LISTING_SORTS.join(', ')}` }).default('popular'),
  cursor: z.string().max(400, 'is not a cursor this API made').optional(),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LISTING_PAGE_MAX, `must be at most ${LISTING_PAGE_MAX}`)
    .default(48),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** The response header that carries the cursor of the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const productIdSchema = z.uuid({ message: 'Invalid product id' });

type ImageLike = string | { url?: string; cdnUrl?: string };
interface WithImages {
  images?: ReadonlyArray<ImageLike> | null;
  image?: string | { url?: string } | null;
}

/** Every displayable image URL of a product, in any of the shapes the spec allows (spec 3). */
export function imageUrls(product: WithImages): string[] {
  const urls = (product.images ?? [])
    .map((image) => (typeof image === 'string' ? image : image?.url || image?.cdnUrl || ''))
    .filter(Boolean);
  if (urls.length) return urls;
  const fallback = typeof product.image === 'string' ? product.image : product.image?.url;
  return fallback ? [fallback] : [];
}

/** The first displayable image URL, or null: cards and cart lines show it. */
export function firstImageUrl(product: WithImages): string | null {
  return imageUrls(product)[0] ?? null;
}
