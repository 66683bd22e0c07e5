/** The three shop sections and their category lists, exactly as the product description names them. */
export const SECTIONS = ['mens', 'womens', 'accessories'] as const;
export type Section = (typeof SECTIONS)[number];

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

export interface Category {
  value: string;
  label: string;
}

/**
 * The names shoppers and admins read where a value's words are misspelt or run together
 * ('rffual-gown', 'bridal-length'): the values stay as the product description has them (URLs,
 * products' data), only the words shown are proofread.
 */
const PROOFREAD_LABELS: Readonly<Record<string, string>> = {
  'skirts-top': 'Skirt and Top',
  'blazers-jackets': 'Blazers/Jackets',
  'co-ord': 'Co-Ord Set',
  'indo-western-saree': 'Indo-Western Saree',
  'party-wear-lengha': 'Party Wear Lehenga',
  'bridal-length': 'Bridal Lehenga',
  'indo-western-sarees': 'Indo-Western Sarees',
  'fish-cut-lengha': 'Fish Cut Lehenga',
  'a-line-lengha': 'A-Line Lehenga',
  'rffual-gown': 'Ruffle Gown',
};

export const CATEGORIES: Record<Section, readonly Category[]> = {
  mens: [
    { value: 'all', label: 'All' },
    { value: 'tuxedos', label: 'Tuxedos' },
    { value: 'suits', label: 'Suits' },
    { value: 'co-ords', label: 'Co-Ords' },
    { value: 'jacket', label: 'Jacket' },
    { value: 'shirts', label: 'Shirts' },
    { value: 'party-outfits', label: 'Party Outfits' },
    { value: 'sherwani-set', label: 'Sherwani Set' },
    { value: 'achakan-set', label: 'Achakan Set' },
    { value: 'jodhpuri-bandhgala-set', label: 'Jodhpuri/Bandhgala Set' },
    { value: 'indo-western', label: 'Indo-Western' },
    { value: 'kurta-set', label: 'Kurta Set/Kurtas' },
    { value: 'nahru-jacket-kurta-bundy-set', label: 'Nahru Jacket/Kurta Bundy Set' },
  ],
  womens: [
    'all',
    'bodycon',
    'corset-dress',
    'skirts-top',
    'blazers-jackets',
    'co-ord',
    'designer-top',
    'ball-gown',
    'one-piece',
    'indo-western-saree',
    'trail-gown',
    'pochu-top',
    'drape-dress',
    'party-wear-lengha',
    'bridal-length',
    'anarkali-suit',
    'umbrella-suits',
    'indo-western-sarees',
    'fish-cut-lengha',
    'a-line-lengha',
    'rffual-gown',
    'sarees',
  ].map(withLabel),
  accessories: ['all', 'watch', 'bag', 'jewellery', 'sunglasses', 'footwear'].map(withLabel),
};

function withLabel(value: string): Category {
  return { value, label: labelFromValue(value) };
}

/** 'one-piece' -> 'One Piece', 'rffual-gown' -> 'Ruffle Gown' (the product description gives labels only for mens). */
export function labelFromValue(value: string): string {
  const proofread = PROOFREAD_LABELS[value];
  if (proofread) return proofread;
  return value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Category values a product can actually carry (every list's values but 'all'). */
export function productTypes(section: Section): string[] {
  return CATEGORIES[section].map((c) => c.value).filter((v) => v !== 'all');
}

export const SECTION_TITLES: Record<Section, { heading: string; categoryHeading: string; tab: string }> = {
  mens: { heading: 'Mens Wear', categoryHeading: 'Men Categories', tab: 'Mens' },
  womens: { heading: 'Womens Wear', categoryHeading: 'Women Categories', tab: 'Womens' },
  accessories: { heading: 'Accessories', categoryHeading: 'Add-ons', tab: 'Accessories' },
};

/** Tab order in the listing's pill bar, as the product description lists it. */
export const SECTION_TAB_ORDER: readonly Section[] = ['mens', 'accessories', 'womens'];
