import { rupeesToPaise } from '@store/shared/format';
import { and, eq } from 'drizzle-orm';
import { productTypes, type Section } from '@store/shared/catalog';
import type { Database } from '../db/client';
import { productStock, products, type NewProductRow } from '../db/schema';
import { demoStock } from './demoStock';

const WORDS = ['Royal', 'Midnight', 'Ivory', 'Heritage', 'Velvet', 'Regal', 'Classic', 'Festive', 'Saffron', 'Emerald'];
const FABRICS = ['Italian wool', 'Raw silk', 'Linen blend', 'Velvet', 'Cotton satin', 'Brocade', 'Jacquard'];

/**
 * Adds `count` active products to a section, deterministic and spread over every category,
 * price, popularity, rating, date, colour, fabric, occasion and stock, reusing the section's seeded images (a big catalogue
 * needs rows, not 10,000 pictures).
 */
export async function addScaleProducts(db: Database, section: Section, count: number): Promise<void> {
  const seeded = await db
    .select({ images: products.images, colour: products.colour })
    .from(products)
    .where(and(eq(products.category, section), eq(products.active, true)));
  // Each reused picture keeps its colour tag, so the colour filter finds what the pictures show.
  const imageSets = seeded.filter((row) => row.images.length > 0);
  if (imageSets.length === 0) throw new Error(`no seeded ${section} images to reuse: seed the demo catalogue first`);
  const types = productTypes(section);
  let state = 7;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const rows: NewProductRow[] = Array.from({ length: count }, (_, i) => {
    const type = types[i % types.length] as string;
    const fabric = FABRICS[Math.floor(random() * FABRICS.length)] as string;
    const name = `${WORDS[Math.floor(random() * WORDS.length)]} ${type.replace(/-/g, ' ')} No. ${i + 1}`;
    const ratingCount = random() < 0.2 ? 0 : 1 + Math.floor(random() * 200);
    return {
      name,
      description: `${name} in ${fabric.toLowerCase()}, tailored to order.`,
      pricePaise: rupeesToPaise(999 + Math.floor(random() * 90_000)),
      brand: 'Elegance Atelier',
      material: fabric,
      category: section,
      type,
      images: imageSets[i % imageSets.length]?.images,
      colour: imageSets[i % imageSets.length]?.colour,
      unitsSold: Math.floor(random() * 5000),
      ratingCount,
      ratingTotal: Math.round(ratingCount * (1 + random() * 4)),
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    };
  });
  // The same fabrics, occasions and stock per size as the demo catalogue's.
  const extras = demoStock(rows);
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500).map((row, i) => ({ ...row, ...extras[start + i]?.attributes }));
    const inserted = await db.insert(products).values(batch).returning({ id: products.id });
    await db.insert(productStock).values(
      inserted.flatMap(({ id }, i) =>
        Object.entries(extras[start + i]?.stock ?? {}).map(([stockKey, onHand]) => ({
          productId: id,
          stockKey,
          onHand,
        })),
      ),
    );
  }
}
