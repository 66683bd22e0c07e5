import { defaultHsn } from '@store/shared/catalog';
import { paiseToRupees } from '@store/shared/format';
import type { Product } from '@store/shared/schemas';
import type { ProductRow } from '../../db/schema';
import type { MediaStore } from '../../media/mediaStore';

/** The JSON shape the product's screens read: `_id`, rupees, absolute image URLs. */
export function toProductJson(row: ProductRow, media: MediaStore): Product {
  const images = row.images.map((image) => ({ url: media.urlFor(image), fileId: image.fileId }));
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
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
    createdAt: row.createdAt.toISOString(),
  };
}
