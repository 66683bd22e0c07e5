import { rupeesToPaise } from '@store/shared/format';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { CATEGORY_LABELS_HI, productTypes, SECTIONS, type Colour, type Section } from '@store/shared/catalog';
import type { Database } from '../db/client';
import { productRatings, productStock, products, type NewProductRow, type StoredImage } from '../db/schema';
import { demoRatings } from './demoRatings';
import { demoStock } from './demoStock';
import type { MediaStore } from '../media/mediaStore';
import { ART_WIDTH, productArtSvg, type ArtKind, type ArtSpec } from './productArt';

/** Deterministic PRNG so every fresh store seeds the same catalogue and images. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The pictures' fabric colours, each with the listing's colour it is tagged with, so a shopper who
 * filters by Navy finds the navy pieces (a piece's colour is its fabric's, the body of the picture).
 */
const FABRICS: { hex: string; colour: Colour }[] = [
  { hex: '#1f2a44', colour: 'Navy' },
  { hex: '#7a1f2b', colour: 'Maroon' },
  { hex: '#2f5d50', colour: 'Green' },
  { hex: '#c9a227', colour: 'Gold' },
  { hex: '#3b2f4a', colour: 'Purple' },
  { hex: '#8c3b5b', colour: 'Pink' },
  { hex: '#0f3d3e', colour: 'Green' },
  { hex: '#b5651d', colour: 'Orange' },
  { hex: '#222222', colour: 'Black' },
  { hex: '#e8dcc8', colour: 'Cream' },
];
const TRIMS = ['#d4af37', '#f5f0e6', '#c0c0c0', '#8a5a2b', '#111111'];
const BACKDROPS: [string, string][] = [
  ['#f4efe9', '#e2d6c6'],
  ['#eef1f4', '#d5dbe2'],
  ['#f6f0f0', '#e6d5d5'],
];
/** The names' first words, each with its Hindi (words a Hindi shopping app would use for it). */
const ADJECTIVES_HI = {
  Royal: 'शाही',
  Midnight: 'मिडनाइट',
  Ivory: 'आइवरी',
  Heritage: 'पारंपरिक',
  Velvet: 'मखमली',
  Regal: 'राजसी',
  Classic: 'क्लासिक',
  Festive: 'त्योहारी',
  Aurora: 'ऑरोरा',
  Saffron: 'केसरिया',
  Emerald: 'एमराल्ड',
  Noor: 'नूर',
} as const;
const ADJECTIVES = Object.keys(ADJECTIVES_HI) as (keyof typeof ADJECTIVES_HI)[];
/** Every product type's Hindi, for the seeded Hindi names: the categories' own names, a few made singular. */
const TYPES_HI: Record<string, string> = {
  ...CATEGORY_LABELS_HI,
  // A piece's name takes the singular noun where the category's name is a list.
  'co-ords': 'को-ऑर्ड सेट',
  'jodhpuri-bandhgala-set': 'जोधपुरी बंदगला सेट',
  'indo-western': 'इंडो-वेस्टर्न सेट',
  'kurta-set': 'कुर्ता सेट',
  'nahru-jacket-kurta-bundy-set': 'नेहरू जैकेट कुर्ता बंडी सेट',
  bodycon: 'बॉडीकॉन ड्रेस',
  'blazers-jackets': 'ब्लेज़र जैकेट',
  'one-piece': 'वन-पीस ड्रेस',
  'indo-western-sarees': 'इंडो-वेस्टर्न साड़ी',
  sarees: 'साड़ी',
  sunglasses: 'सनग्लास',
};
/** Every seeded material's Hindi. */
const MATERIALS_HI: Record<string, string> = {
  'Italian wool': 'इटैलियन ऊन',
  'Raw silk': 'रॉ सिल्क',
  'Linen blend': 'लिनन ब्लेंड',
  Velvet: 'मखमल',
  'Cotton satin': 'कॉटन साटन',
  Georgette: 'जॉर्जेट',
  'Banarasi silk': 'बनारसी सिल्क',
  Chiffon: 'शिफ़ॉन',
  Crepe: 'क्रेप',
  Organza: 'ऑर्गेंज़ा',
  Leather: 'लेदर',
  'Stainless steel': 'स्टेनलेस स्टील',
  'Gold-plated brass': 'गोल्ड-प्लेटेड पीतल',
  Acetate: 'एसीटेट',
  Suede: 'स्वेड',
  'Sterling silver': 'स्टर्लिंग सिल्वर',
  Titanium: 'टाइटेनियम',
};
const BRANDS = ['Elegance Atelier', 'Rajwada', 'Noor Couture', 'Kashi Looms', null];
const MATERIALS: Record<Section, string[]> = {
  mens: ['Italian wool', 'Raw silk', 'Linen blend', 'Velvet', 'Cotton satin'],
  womens: ['Georgette', 'Banarasi silk', 'Chiffon', 'Crepe', 'Organza'],
  accessories: ['Leather', 'Stainless steel', 'Gold-plated brass', 'Acetate', 'Suede'],
};
/** What each kind of accessory is made of: a watch is not acetate, nor sunglasses suede. */
const ACCESSORY_MATERIALS: Record<string, string[]> = {
  watch: ['Stainless steel', 'Leather'],
  bag: ['Leather', 'Suede'],
  jewellery: ['Gold-plated brass', 'Sterling silver'],
  sunglasses: ['Acetate', 'Titanium'],
  footwear: ['Leather', 'Suede'],
};

/** The drawn material when it suits the kind of piece, else the kind's own first one. */
function materialFor(section: Section, type: string, drawn: string): string {
  const suited = section === 'accessories' ? ACCESSORY_MATERIALS[type] : undefined;
  return !suited || suited.includes(drawn) ? drawn : (suited[0] as string);
}

/** The seeded text: garments are sized or tailored; accessories are ready to ship, never "tailored". */
function describe(section: Section, name: string, material: string): string {
  const made = `${name} in ${material.toLowerCase()}, finished by hand in our atelier.`;
  return section === 'accessories'
    ? `${made} Ready to ship.`
    : `${made} Made to your standard size or tailored to your measurements.`;
}

/** The same text in Hindi, for Hindi pages. */
function describeHi(section: Section, nameHi: string, material: string): string {
  const made = `${MATERIALS_HI[material]} में ${nameHi}, हमारी कार्यशाला में हाथ से तैयार।`;
  return section === 'accessories' ? `${made} तुरंत भेजने के लिए तैयार।` : `${made} अपने स्टैंडर्ड साइज़ में लें या अपने नाप से सिलवाएँ।`;
}

/** Price band in rupees per section. */
const PRICE_BAND: Record<Section, [number, number]> = {
  mens: [2499, 45999],
  womens: [2999, 89999],
  accessories: [999, 24999],
};

function artKind(section: Section, type: string): ArtKind {
  if (section === 'accessories') {
    const kinds: Record<string, ArtKind> = {
      watch: 'watch',
      bag: 'bag',
      jewellery: 'jewellery',
      sunglasses: 'sunglasses',
      footwear: 'footwear',
    };
    return kinds[type] ?? 'bag';
  }
  if (section === 'mens') return type === 'shirts' ? 'shirt' : type.includes('kurta') ? 'kurta' : 'jacket';
  if (type.includes('saree')) return 'saree';
  if (type.includes('top')) return 'top';
  return type.includes('gown') || type.includes('lengha') || type.includes('length') ? 'gown' : 'dress';
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

interface SeedProduct {
  row: NewProductRow;
  art: Omit<ArtSpec, 'view'>;
  imageCount: number;
}

/** At least 12 active products per section, every category value covered, one inactive each. */
export function demoCatalogue(): SeedProduct[] {
  const random = prng(20261122);
  const out: SeedProduct[] = [];
  for (const section of SECTIONS) {
    const types = productTypes(section);
    const activeCount = Math.max(12, types.length);
    for (let i = 0; i <= activeCount; i++) {
      const type = types[i % types.length] as string;
      const label = type.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
      const [low, high] = PRICE_BAND[section];
      const rupees = Math.round((low + random() * (high - low)) / 100) * 100 - 1;
      const material = materialFor(section, type, pick(random, MATERIALS[section]));
      const adjective = pick(random, ADJECTIVES);
      const name = `${adjective} ${label}`;
      const nameHi = `${ADJECTIVES_HI[adjective]} ${TYPES_HI[type]}`;
      // About one in five products has no ratings yet, so 'Best Rating' shows them last.
      const ratingCount = random() < 0.2 ? 0 : 1 + Math.floor(random() * 60);
      const ratingTotal = Math.round(ratingCount * (3 + random() * 2));
      const [brand, unitsSold, fabric] = [pick(random, BRANDS), Math.floor(random() * 400), pick(random, FABRICS)];
      out.push({
        row: {
          name,
          description: describe(section, name, material),
          nameHi,
          descriptionHi: describeHi(section, nameHi, material),
          pricePaise: rupeesToPaise(rupees),
          brand,
          material,
          category: section,
          type,
          active: i < activeCount,
          colour: fabric.colour,
          unitsSold,
          ratingCount,
          ratingTotal,
          // Spread creation times so "Newest" has a real order.
          createdAt: new Date(Date.UTC(2026, 9, 1) + out.length * 3_600_000),
        },
        art: {
          kind: artKind(section, type),
          fabric: fabric.hex,
          trim: pick(random, TRIMS),
          backdrop: pick(random, BACKDROPS),
          pattern: pick(random, ['plain', 'stripes', 'motifs', 'brocade'] as const),
        },
        imageCount: 1 + Math.floor(random() * 4),
      });
    }
  }
  return out;
}

/**
 * A demo photo's file id. Its name carries the art's width: a media folder kept between runs
 * (the tests' one) then holds each size apart, and a store seeded at another size finds its own.
 */
export const seedImageFileId = (index: number, view: number) =>
  `seed-${String(index).padStart(3, '0')}-${view}-w${ART_WIDTH}`;

async function renderImages(media: MediaStore, index: number, product: SeedProduct): Promise<StoredImage[]> {
  const images: StoredImage[] = [];
  for (let view = 0; view < product.imageCount; view++) {
    const fileId = seedImageFileId(index, view);
    const path = `products/${fileId}.jpg`;
    if (!(await media.exists(path))) {
      const svg = productArtSvg({ ...product.art, view });
      await media.write(path, await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer());
    }
    images.push({ fileId, path });
  }
  return images;
}

/** Seeds the demo catalogue when the products table is empty; a no-op otherwise. */
export async function seedCatalogueIfEmpty(db: Database, media: MediaStore): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return 0;
  const catalogue = demoCatalogue();
  const extras = demoStock(catalogue.map((product) => product.row));
  const rows = await Promise.all(
    catalogue.map(async (product, index) => ({
      ...product.row,
      ...extras[index]?.attributes,
      images: await renderImages(media, index, product),
    })),
  );
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  await db
    .insert(productStock)
    .values(
      inserted.flatMap(({ id }, index) =>
        Object.entries(extras[index]?.stock ?? {}).map(([stockKey, onHand]) => ({ productId: id, stockKey, onHand })),
      ),
    );
  // Each rating as a row too: the product page's stars from 5 to 1 count them.
  const ratings = demoRatings(inserted.map(({ id }, index) => ({ ...rows[index], id })));
  for (let start = 0; start < ratings.length; start += 5000)
    await db.insert(productRatings).values(ratings.slice(start, start + 5000));
  return rows.length;
}
