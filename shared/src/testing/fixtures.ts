import { stockKeysFor } from '../catalog/stock';
import type { Product } from '../api/product';

/** A product as the API sends it (a men's sherwani with one image), for tests of product screens. */
export function sampleProduct(extra: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Royal Sherwani Set',
    description: 'Raw silk sherwani, hand finished.',
    price: 24999,
    brand: 'Rajwada',
    material: 'Raw silk',
    category: 'mens',
    type: 'sherwani-set',
    subCategory: 'default',
    hsn: '6203',
    active: true,
    images: [{ url: 'http://api/media/a.jpg', fileId: 'a' }],
    image: null,
    rating: null,
    availability: Object.fromEntries(stockKeysFor(extra.category ?? 'mens').map((key) => [key, 'in_stock' as const])),
    left: {},
    soldOut: false,
    madeToMeasure: true,
    colour: 'Gold',
    fabric: 'Silk',
    occasion: 'Wedding',
    createdAt: '2026-10-01T00:00:00.000Z',
    ...extra,
  };
}
