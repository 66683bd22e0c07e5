import { z } from 'zod';
import { CATEGORIES, SECTIONS } from '../catalog/sections';
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

const name = z
  .string({ message: 'Name and price are required.' })
  .trim()
  .min(1, 'Name and price are required.')
  .max(200, 'Name must be at most 200 characters');

/** Empty means the default for the product's kind. */
const hsn = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'HSN code is 4, 6 or 8 digits')
  .optional()
  .transform((value) => value || undefined);

const description = z
  .string()
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)
  .default('');

/** POST /admin/add-product (product §7): subCategory is always 'default'. */
export const addProductSchema = z
  .object({
    name,
    price,
    description,
    mainCategory: z.enum(SECTIONS, { message: 'Choose a category' }),
    subCategory: z.literal('default').default('default'),
    type: z.string({ message: 'Choose a type' }).min(1, 'Choose a type'),
    hsn,
    images: z.array(imageRef).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`).default([]),
  })
  .refine((product) => adminProductTypes(product.mainCategory).includes(product.type), {
    message: 'This type does not belong to the category',
    path: ['type'],
  });

/** PUT /products/admin/{id}: images may be left out (the accessories screen sends none). */
export const editProductSchema = z.object({
  name,
  price,
  description,
  hsn,
  images: z.array(imageRef).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`).optional(),
});

export type AddProductInput = z.input<typeof addProductSchema>;
