import { z } from 'zod';
import { COLOURS, FABRICS, OCCASIONS } from '../catalog/attributes';
import { CATEGORIES, SECTIONS } from '../catalog/sections';
import { stockKeyLabel } from '../catalog/stock';
import { rupeesSchema } from './rupees';

export const DESCRIPTION_MAX = 400;
export const MAX_PRODUCT_IMAGES = 10;

/**
 * The types the admin add form offers for a section (product §3): the section's categories without
 * 'all', except mens, whose list keeps 'all' (a quirk of the product description, kept).
 */
export function adminProductTypes(section: string): string[] {
  const categories = CATEGORIES[section as keyof typeof CATEGORIES] ?? [];
  return categories.map((c) => c.value).filter((value) => section === 'mens' || value !== 'all');
}

const imageRef = z.object({
  url: z.string().min(1, 'url is required').max(2000),
  fileId: z.string().min(1, 'fileId is required').max(100),
});

const price = rupeesSchema('Price', 'Name and price are required.');

/** The tag's maximum retail price: empty or null clears it; absent (an older screen) keeps it. */
const mrp = rupeesSchema('MRP').nullish();

export const SKU_MAX = 40;
/** Letters, digits and dashes ('KUR-CH-042'): what a label prints and its sheets match on. */
export const SKU_PATTERN = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;
/** The product's SKU: empty or null clears it; absent keeps it. Unique among products (the server checks). */
export const skuSchema = z
  .string({ message: 'SKU must be text' })
  .trim()
  .max(SKU_MAX, `SKU must be at most ${SKU_MAX} characters`)
  .refine((value) => value === '' || SKU_PATTERN.test(value), 'SKU may have only letters, digits and dashes')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** The heaviest parcel a courier takes for one piece, in grams: more is a typo of extra zeros. */
export const WEIGHT_MAX_GRAMS = 50_000;
/** The parcel's weight in grams: null clears it; absent keeps it. */
export const weightGramsSchema = z
  .number({ message: 'Parcel weight must be a number of grams' })
  .int('Parcel weight must be a whole number of grams')
  .positive('Parcel weight must be more than 0 grams')
  .max(WEIGHT_MAX_GRAMS, `Parcel weight must be at most ${WEIGHT_MAX_GRAMS.toLocaleString('en-IN')} grams`)
  .nullish();

export const MRP_BELOW_PRICE = 'MRP must be at least the price';

/** An MRP given with the price is at least the price (the discount is never negative). */
const mrpNotBelowPrice = (product: { price: number; mrp?: number | null }, ctx: z.RefinementCtx) => {
  if (product.mrp != null && product.mrp < product.price)
    ctx.addIssue({ code: 'custom', path: ['mrp'], message: MRP_BELOW_PRICE });
};

const name = z
  .string({ message: 'Name and price are required.' })
  .trim()
  .min(1, 'Name and price are required.')
  .max(200, 'Name must be at most 200 characters');

/** The Hindi name and description: empty or null clears them (English shows); absent keeps them. */
const nameHi = z
  .string({ message: 'Hindi name must be text' })
  .trim()
  .max(200, 'Hindi name must be at most 200 characters')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));
const descriptionHi = z
  .string({ message: 'Hindi description must be text' })
  .trim()
  .max(DESCRIPTION_MAX, `Hindi description must be at most ${DESCRIPTION_MAX} characters`)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** Empty means the default for the product's kind. */
const hsn = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'HSN code is 4, 6 or 8 digits')
  .optional()
  .transform((value) => value || undefined);

/**
 * A detail the product page shows (Brand, Material): empty or null clears it (null); absent (an
 * older screen) keeps what the product has.
 */
const productDetail = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
const brand = productDetail('Brand', 60);
const material = productDetail('Material', 80);

/** The most pieces of one size the admin can enter: a typo of extra zeros is refused. */
export const STOCK_MAX = 100_000;

const description = z
  .string()
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)
  .default('');

/**
 * Pieces on hand per stock key (`stockKeysFor`): whole numbers, 0 or more. Which keys the product's
 * section has is checked by the server, which knows the section of a product being edited.
 */
const stock = z
  .record(z.string().max(20, 'A size is at most 20 characters'), z.number({ message: 'Stock must be a number' }))
  .superRefine((counts, ctx) => {
    for (const [key, count] of Object.entries(counts)) {
      const size = stockKeyLabel(key);
      const message =
        count < 0
          ? `Stock for ${size} must be 0 or more`
          : !Number.isInteger(count)
            ? `Stock for ${size} must be a whole number`
            : count > STOCK_MAX
              ? `Stock for ${size} must be at most ${STOCK_MAX.toLocaleString('en-IN')}`
              : null;
      if (message) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });

/** One of a fixed list, or nothing: empty and null both clear it; absent keeps what the product has. */
const oneOf = <T extends readonly [string, ...string[]]>(list: T, label: string) =>
  z
    .string({ message: `${label} is one of ${list.join(', ')}` })
    .nullish()
    .refine((value) => !value || list.includes(value), `${label} is one of ${list.join(', ')}`)
    .transform((value) => (value === undefined ? undefined : ((value || null) as T[number] | null)));

/** Stock, made to measure and the attributes a listing filters by: the same on add and edit. */
const stockAndAttributes = {
  stock: stock.optional(),
  /** Whether the made-to-measure option is offered; the server keeps it false for accessories. */
  madeToMeasure: z.boolean().optional(),
  colour: oneOf(COLOURS, 'Colour'),
  fabric: oneOf(FABRICS, 'Fabric'),
  occasion: oneOf(OCCASIONS, 'Occasion'),
};

/** POST /admin/add-product (product §7): subCategory is always 'default'. */
export const addProductSchema = z
  .object({
    name,
    price,
    mrp,
    sku: skuSchema,
    weightGrams: weightGramsSchema,
    description,
    nameHi,
    descriptionHi,
    mainCategory: z.enum(SECTIONS, { message: 'Choose a category' }),
    subCategory: z.literal('default').default('default'),
    type: z.string({ message: 'Choose a type' }).min(1, 'Choose a type'),
    hsn,
    brand,
    material,
    images: z.array(imageRef).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`).default([]),
    ...stockAndAttributes,
  })
  .refine((product) => adminProductTypes(product.mainCategory).includes(product.type), {
    message: 'This type does not belong to the category',
    path: ['type'],
  })
  .superRefine(mrpNotBelowPrice);

/** PUT /products/admin/{id}: images may be left out (the accessories screen sends none). */
export const editProductSchema = z
  .object({
    name,
    price,
    mrp,
    sku: skuSchema,
    weightGrams: weightGramsSchema,
    description,
    nameHi,
    descriptionHi,
    hsn,
    brand,
    material,
    images: z.array(imageRef).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`).optional(),
    ...stockAndAttributes,
  })
  .superRefine(mrpNotBelowPrice);

export type AddProductInput = z.input<typeof addProductSchema>;
export type EditProductInput = z.input<typeof editProductSchema>;

/** POST /admin/products/import: the sheet's text, as the export writes it (product §7). */
export const productImportSchema = z.object({
  csv: z.string({ message: 'Choose a CSV file' }).max(5_000_000, 'The file is too large (at most 5 MB)'),
});

/** The import's answer: how many products it added and changed. */
export const productImportAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  message: z.string(),
});
export type ProductImportResult = z.infer<typeof productImportAnswer>;

/** A refused import's rows: each problem with its row as the spreadsheet numbers it (the header is row 1). */
export interface ImportRowProblem {
  row: number;
  message: string;
}
