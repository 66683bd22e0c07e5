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
  createdAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductImage = z.infer<typeof productImageSchema>;

/** GET /api/products/{section}?type= : 'all' or missing means every category. */
export const listingQuerySchema = z.object({
  type: z.string().trim().max(60, 'type must be at most 60 characters').optional(),
});

export const productIdSchema = z.uuid({ message: 'Invalid product id' });

/** The first displayable image URL of a product in any of the shapes the spec allows. */
export function firstImageUrl(product: {
  images?: ReadonlyArray<string | { url?: string; cdnUrl?: string }> | null;
  image?: string | { url?: string } | null;
}): string | null {
  const first = product.images?.[0];
  if (typeof first === 'string' && first) return first;
  if (first && typeof first === 'object') {
    const url = first.url || first.cdnUrl;
    if (url) return url;
  }
  if (typeof product.image === 'string' && product.image) return product.image;
  if (product.image && typeof product.image === 'object' && product.image.url) return product.image.url;
  return null;
}
