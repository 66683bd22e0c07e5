import { defaultHsn, type Section } from '@store/shared/catalog';
import { paiseToRupees } from '@store/shared/format';
import type { AdminProduct, Product } from '@store/shared/schemas';
import type { ProductRow } from '../../db/schema';
import type { MediaStore } from '../../media/mediaStore';
import { adminStock, shopperStock, type StockCounts } from '../stock/productStock';

/** The columns a shopper's product is made of (`toProductJson`): what a page of them reads. */
export const SHOPPER_PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'nameHi',
  'descriptionHi',
  'pricePaise',
  'mrpPaise',
  'brand',
  'material',
  'category',
  'type',
  'subCategory',
  'hsn',
  'active',
  'images',
  'ratingCount',
  'ratingAverage',
  'madeToMeasure',
  'colour',
  'fabric',
  'occasion',
  'createdAt',
] as const satisfies readonly (keyof ProductRow)[];
export type ShopperColumn = (typeof SHOPPER_PRODUCT_COLUMNS)[number];
export type ShopperProductRow = Pick<ProductRow, ShopperColumn>;

/** The JSON shape the product's screens read: `_id`, rupees, absolute image URLs. */
export function toProductJson(row: ShopperProductRow, media: MediaStore, stock: StockCounts): Product {
  const images = row.images.map((image) => ({ url: media.urlFor(image), fileId: image.fileId }));
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    price: paiseToRupees(row.pricePaise),
    mrp: row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise),
    brand: row.brand,
    material: row.material,
    category: row.category as Product['category'],
    type: row.type,
    subCategory: row.subCategory,
    hsn: row.hsn ?? defaultHsn(row.category, row.type),
    active: row.active,
    images,
    image: images[0] ?? null,
    rating: row.ratingCount > 0 ? { average: row.ratingAverage, count: row.ratingCount } : null,
    ...shopperStock(row, stock),
    madeToMeasure: row.madeToMeasure && row.category !== 'accessories',
    colour: row.colour as Product['colour'],
    fabric: row.fabric as Product['fabric'],
    occasion: row.occasion as Product['occasion'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's product: the shopper's, with the count of every stock key of its section, its SKU and weight. */
export function toAdminProductJson(row: ProductRow, media: MediaStore, stock: StockCounts): AdminProduct {
  return {
    ...toProductJson(row, media, stock),
    stock: adminStock(row.category as Section, stock),
    sku: row.sku,
    weightGrams: row.weightGrams,
  };
}
