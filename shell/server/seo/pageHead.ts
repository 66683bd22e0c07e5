import type { Product } from '@store/shared/api';
import { imageUrl } from '@store/shared/api';
import { CATEGORIES, SECTION_TITLES, stockKeysFor, type Section } from '@store/shared/catalog';
import { escapeHtml, jsonForScript } from './escape';

export const SITE_NAME = 'Elegance';
const SITE_DESCRIPTION = "Men's wear, women's wear and accessories in rupees, tailored to your measurements in India.";

/** What a page's <head> says to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL; null: the page is not to be indexed (not found, private pages). */
  canonical: string | null;
  image?: string | null;
  /** Open Graph type: 'website', or 'product' for a product page. */
  type?: 'website' | 'product';
  jsonLd?: unknown[];
}

const MAX_DESCRIPTION = 160;

/** A description as search results show it: one line, at most 160 characters, cut at a word. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  const cut = line.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

const breadcrumbs = (trail: { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: step.name,
    item: step.url,
  })),
});

export function homeHead(origin: string): PageHead {
  return {
    title: `${SITE_NAME} | Fashion & made-to-measure tailoring`,
    description: SITE_DESCRIPTION,
    canonical: `${origin}/`,
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${origin}/`,
      },
    ],
  };
}

/** A listing: the section, narrowed to a category when `type` names one (search and sort are not pages of their own). */
export function listingHead(origin: string, section: Section, type: string | null): PageHead {
  const heading = SECTION_TITLES[section].heading;
  const category = type ? CATEGORIES[section].find((c) => c.value === type && c.value !== 'all') : undefined;
  const title = category ? `${category.label} | ${heading}` : heading;
  const sectionUrl = `${origin}/${section}`;
  const canonical = category ? `${sectionUrl}?type=${encodeURIComponent(category.value)}` : sectionUrl;
  const trail = [
    { name: 'Home', url: `${origin}/` },
    { name: heading, url: sectionUrl },
    ...(category ? [{ name: category.label, url: canonical }] : []),
  ];
  return {
    title: `${title} | ${SITE_NAME}`,
    description: category
      ? `${category.label} in ${heading.toLowerCase()} at ${SITE_NAME}: prices in rupees, standard sizes or made to your measurements.`
      : `Shop ${heading.toLowerCase()} at ${SITE_NAME}: prices in rupees, standard sizes or made to your measurements.`,
    canonical,
    type: 'website',
    jsonLd: [breadcrumbs(trail)],
  };
}

/**
 * The Offer's availability, from the product's stock: no standard size left is OutOfStock, or
 * MadeToOrder while it can still be made to measure (a shopper can buy it, so saying out would
 * turn buyers away); LimitedAvailability when every size left of a part is low (3 or fewer: a
 * men's set by its upper and its lower); else InStock.
 */
export function offerAvailability(product: Product): string {
  const schema = (value: string) => `https://schema.org/${value}`;
  if (!product.active) return schema('OutOfStock');
  if (product.soldOut) return schema(product.madeToMeasure ? 'MadeToOrder' : 'OutOfStock');
  const parts = new Map<string, boolean>();
  for (const key of stockKeysFor(product.category)) {
    const part = key.includes(':') ? (key.split(':')[0] ?? '') : '';
    parts.set(part, (parts.get(part) ?? false) || product.availability[key] === 'in_stock');
  }
  return schema([...parts.values()].every(Boolean) ? 'InStock' : 'LimitedAvailability');
}

/** A product: its own words, its first image at 1200 px, and an Offer in rupees. */
export function productHead(origin: string, product: Product): PageHead {
  const url = `${origin}/product/${encodeURIComponent(product._id)}`;
  const section = product.category;
  const heading = SECTION_TITLES[section].heading;
  const category = CATEGORIES[section].find((c) => c.value === product.type);
  const image = imageUrl(product.images[0]?.url, { w: 1200, q: 90 });
  const description = summary(product.description || `${product.name} from ${SITE_NAME}.`);
  const trail = [
    { name: 'Home', url: `${origin}/` },
    { name: heading, url: `${origin}/${section}` },
    ...(category && category.value !== 'all'
      ? [{ name: category.label, url: `${origin}/${section}?type=${encodeURIComponent(category.value)}` }]
      : []),
    { name: product.name, url },
  ];
  return {
    title: `${product.name} | ${SITE_NAME}`,
    description,
    canonical: url,
    image,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        sku: product._id,
        url,
        ...(image ? { image: [image] } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        ...(product.material ? { material: product.material } : {}),
        category: category?.label ?? heading,
        ...(product.rating
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating.average,
                reviewCount: product.rating.count,
              },
            }
          : {}),
        offers: {
          '@type': 'Offer',
          url,
          price: product.price.toFixed(2),
          priceCurrency: 'INR',
          availability: offerAvailability(product),
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
      breadcrumbs(trail),
    ],
  };
}

export function notFoundHead(): PageHead {
  return { title: `Page not found | ${SITE_NAME}`, description: SITE_DESCRIPTION, canonical: null };
}

/** Checkout, the dashboard, the admin and the like: the site's own head, kept out of the index. */
export function privateHead(): PageHead {
  return {
    title: `${SITE_NAME} | Fashion & made-to-measure tailoring`,
    description: SITE_DESCRIPTION,
    canonical: null,
  };
}

/** The tags, as HTML for the document's <head>. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical
      ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">`
      : '<meta name="robots" content="noindex">',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
