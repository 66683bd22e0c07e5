import { z } from 'zod';
import { COLOURS, FABRICS, OCCASIONS } from '../catalog/attributes';
import { SECTIONS } from '../catalog/sections';
import { LISTING_PAGE_MAX, LISTING_SORTS } from './contract';
import { ratingBreakdownAnswer } from './reviews';
import { MAX_RUPEES } from './rupees';

/** A product image as the API sends it: an absolute URL and the media id it came from. */
export const productImageSchema = z.object({ url: z.string(), fileId: z.string() });

/** The shopper-facing product (product §3). Prices are rupees. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The admin's Hindi name and description; a Hindi page shows the English where they are null. */
  nameHi: z.string().nullable().optional(),
  descriptionHi: z.string().nullable().optional(),
  price: z.number(),
  /** The tag's maximum retail price in rupees, never below the price; null or absent: none shown. */
  mrp: z.number().nullable().optional(),
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
  rating: z
    .object({ average: z.number(), count: z.number().int(), breakdown: ratingBreakdownAnswer.optional() })
    .nullable(),
  /**
   * The sizes that run small or large by what their buyers said (sizeFit.ts), by stock key: on
   * its own page's answer only (GET /products/{id}); absent keys run true to their chart.
   */
  sizeFit: z.record(z.string(), z.enum(['small', 'large'])).optional(),
  /** Per stock key (`stockKeysFor`): in stock, low (3 or fewer) or out. Absent keys are out. */
  availability: z.record(z.string(), z.enum(['in_stock', 'low', 'out'])),
  /** Pieces left, only for the keys that are low. */
  left: z.record(z.string(), z.number().int()),
  /** Whether every standard size is out (a men's set: every upper or every lower). */
  soldOut: z.boolean(),
  /** Whether the made-to-measure option is offered (never for accessories). */
  madeToMeasure: z.boolean(),
  colour: z.enum(COLOURS).nullable(),
  fabric: z.enum(FABRICS).nullable(),
  occasion: z.enum(OCCASIONS).nullable(),
  createdAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;

/** The admin's product: the shopper's, plus the count of pieces per stock key. */
export const adminProductSchema = productSchema.extend({
  stock: z.record(z.string(), z.number().int()),
  /** The label's SKU and the parcel's weight in grams; null: not given. */
  sku: z.string().nullable().optional(),
  weightGrams: z.number().int().nullable().optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
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

/** A price filter in rupees, within what a price can be (beyond it the paise overflow the column). */
const priceBound = z.coerce
  .number({ message: 'must be a number' })
  .min(0, 'must be at least 0')
  .max(MAX_RUPEES, `must be at most ${MAX_RUPEES}`);

/** A filter of several values, comma-separated: each one of `values` (any string when null), none twice. */
function anyOf(values: readonly string[] | null, maxLength = 400) {
  return z
    .string()
    .max(maxLength, `must be at most ${maxLength} characters`)
    .transform((text) => [...new Set(text.split(',').map((value) => value.trim()))].filter(Boolean))
    .refine((list) => !values || list.every((value) => values.includes(value)), {
      message: `must be one of ${values?.join(', ')}`,
    });
}

/** A listing's category, search and filters: what its pages and its facets share. */
export const listingFiltersSchema = z.object({
  type: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  sort: z.enum(LISTING_SORTS, { message: `must be one of ${LISTING_SORTS.join(', ')}` }).default('popular'),
  /** Price range in rupees, both ends included. */
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  /** Only products with any of these stock keys in stock ('M', 'upper:L,upper:XL'). */
  size: anyOf(null, 200).optional(),
  /** Each of these: any of its comma-separated values ('Red,Navy'); the filters are ANDed. */
  colour: anyOf(COLOURS).optional(),
  fabric: anyOf(FABRICS).optional(),
  occasion: anyOf(OCCASIONS).optional(),
});

export const listingQuerySchema = listingFiltersSchema.extend(pageQuery(LISTING_PAGE_MAX, 48));
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/**
 * GET /api/products/{section}/facets: how many products the filters find (`total`) and, for each
 * value of each multi-choice filter, how many it would find with that value taken alone for its
 * filter and the others as they are (so a shopper sees what each choice adds before applying).
 */
export const listingFacetsAnswer = z.object({
  total: z.number().int(),
  size: z.record(z.string(), z.number().int()),
  colour: z.record(z.string(), z.number().int()),
  fabric: z.record(z.string(), z.number().int()),
  occasion: z.record(z.string(), z.number().int()),
});
export type ListingFacets = z.infer<typeof listingFacetsAnswer>;

export const productIdSchema = z.uuid({ message: 'Invalid product id' });
