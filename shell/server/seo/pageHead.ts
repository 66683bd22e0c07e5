import type { Product } from '@store/shared/api';
import { imageUrl } from '@store/shared/api';
import {
  CATEGORIES,
  categoryLabel,
  productText,
  sectionTitles,
  stockKeysFor,
  type Section,
} from '@store/shared/catalog';
import { INTL_LOCALES, LOCALES, localizedPath, type Locale } from '@store/shared/i18n';
import { escapeHtml, jsonForScript } from './escape';

export const SITE_NAME = 'Elegance';

/** The head's own words in each language (TypeScript refuses a language missing one). */
const WORDS: Record<
  Locale,
  {
    tagline: string;
    description: string;
    home: string;
    notFound: string;
    productNotFound: string;
    shop: (what: string) => string;
    categoryIn: (category: string, heading: string) => string;
    productFallback: (name: string) => string;
    search: string;
    resultsFor: (words: string) => string;
  }
> = {
  en: {
    tagline: 'Fashion & made-to-measure tailoring',
    description: "Men's wear, women's wear and accessories in rupees, tailored to your measurements in India.",
    home: 'Home',
    notFound: 'Page not found',
    productNotFound: 'Product not found',
    shop: (heading) =>
      `Shop ${heading.toLowerCase()} at ${SITE_NAME}: prices in rupees, standard sizes or made to your measurements.`,
    categoryIn: (category, heading) =>
      `${category} in ${heading.toLowerCase()} at ${SITE_NAME}: prices in rupees, standard sizes or made to your measurements.`,
    productFallback: (name) => `${name} from ${SITE_NAME}.`,
    search: 'Search',
    resultsFor: (words) => `Results for “${words}”`,
  },
  hi: {
    tagline: 'फ़ैशन और आपके नाप की सिलाई',
    description: 'पुरुषों और महिलाओं के कपड़े और एक्सेसरीज़, रुपयों में दाम, भारत में आपके नाप से सिले हुए।',
    home: 'होम',
    notFound: 'पेज नहीं मिला',
    productNotFound: 'प्रोडक्ट नहीं मिला',
    shop: (heading) => `${SITE_NAME} पर ${heading} खरीदें: रुपयों में दाम, स्टैंडर्ड साइज़ या आपके नाप से सिले हुए।`,
    categoryIn: (category, heading) =>
      `${SITE_NAME} पर ${heading} में ${category}: रुपयों में दाम, स्टैंडर्ड साइज़ या आपके नाप से सिले हुए।`,
    productFallback: (name) => `${SITE_NAME} से ${name}।`,
    search: 'खोजें',
    resultsFor: (words) => `“${words}” के नतीजे`,
  },
};

/** A page's address in every language, for hreflang (`en-IN`, `hi-IN`; English is the default). */
export interface Alternate {
  hreflang: string;
  href: string;
}

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
  /** The page's language (its <html lang>, og:locale); English when absent. */
  locale?: Locale;
  /** The same page in each language (an indexed page only). */
  alternates?: Alternate[];
}

/** The page at `path` (no language prefix, may carry a query) in every language, and x-default. */
function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: INTL_LOCALES[locale], href: `${origin}${localizedPath(path, locale)}` })),
    { hreflang: 'x-default', href: `${origin}${path}` },
  ];
}

/** A page's head fields in `locale`: its canonical is its own language's address. */
function inLocale(origin: string, path: string, locale: Locale) {
  return { locale, canonical: `${origin}${localizedPath(path, locale)}`, alternates: alternatesOf(origin, path) };
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

export function homeHead(origin: string, locale: Locale = 'en'): PageHead {
  const page = inLocale(origin, '/', locale);
  return {
    title: `${SITE_NAME} | ${WORDS[locale].tagline}`,
    description: WORDS[locale].description,
    ...page,
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: page.canonical,
        inLanguage: INTL_LOCALES[locale],
      },
    ],
  };
}

/** A listing: the section, narrowed to a category when `type` names one (search and sort are not pages of their own). */
export function listingHead(origin: string, section: Section, type: string | null, locale: Locale = 'en'): PageHead {
  const words = WORDS[locale];
  const heading = sectionTitles(section, locale).heading;
  const category = type ? CATEGORIES[section].find((c) => c.value === type && c.value !== 'all') : undefined;
  const label = category && categoryLabel(category, locale);
  const title = label ? `${label} | ${heading}` : heading;
  const sectionPath = `/${section}`;
  const page = inLocale(
    origin,
    category ? `${sectionPath}?type=${encodeURIComponent(category.value)}` : sectionPath,
    locale,
  );
  const trail = [
    { name: words.home, url: `${origin}${localizedPath('/', locale)}` },
    { name: heading, url: `${origin}${localizedPath(sectionPath, locale)}` },
    ...(label ? [{ name: label, url: page.canonical }] : []),
  ];
  return {
    title: `${title} | ${SITE_NAME}`,
    description: label ? words.categoryIn(label, heading) : words.shop(heading),
    ...page,
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
export function productHead(origin: string, product: Product, locale: Locale = 'en'): PageHead {
  const words = WORDS[locale];
  const page = inLocale(origin, `/product/${encodeURIComponent(product._id)}`, locale);
  const url = page.canonical;
  const at = (path: string) => `${origin}${localizedPath(path, locale)}`;
  const section = product.category;
  const heading = sectionTitles(section, locale).heading;
  const category = CATEGORIES[section].find((c) => c.value === product.type);
  const text = productText(product, locale);
  const image = imageUrl(product.images[0]?.url, { w: 1200, q: 90 });
  const description = summary(text.description || words.productFallback(text.name));
  const trail = [
    { name: words.home, url: at('/') },
    { name: heading, url: at(`/${section}`) },
    ...(category && category.value !== 'all'
      ? [{ name: categoryLabel(category, locale), url: at(`/${section}?type=${encodeURIComponent(category.value)}`) }]
      : []),
    { name: text.name, url },
  ];
  return {
    title: `${text.name} | ${SITE_NAME}`,
    description,
    ...page,
    image,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: text.name,
        description,
        inLanguage: INTL_LOCALES[locale],
        sku: product._id,
        url,
        ...(image ? { image: [image] } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        ...(product.material ? { material: product.material } : {}),
        category: category ? categoryLabel(category, locale) : heading,
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

export function notFoundHead(locale: Locale = 'en', what: 'page' | 'product' = 'page'): PageHead {
  const words = WORDS[locale];
  const title = what === 'product' ? words.productNotFound : words.notFound;
  return { title: `${title} | ${SITE_NAME}`, description: words.description, canonical: null, locale };
}

/**
 * The store's search results (/search?q=): titled with her words, kept out of the index (a
 * results page per word would be thin, endless pages), yet public, so a shared cache may keep it.
 */
export function searchHead(words: string, locale: Locale = 'en'): PageHead {
  const said = WORDS[locale];
  // One line, and not so long a title that the words push the site's name out.
  const shown = words.replace(/\s+/g, ' ').trim().slice(0, 60);
  return {
    title: `${shown ? said.resultsFor(shown) : said.search} | ${SITE_NAME}`,
    description: said.description,
    canonical: null,
    locale,
  };
}

/**
 * Checkout, the dashboard, the admin and the like: the site's own head, kept out of the index,
 * titled with the page's own name when it has one (the tab and the history then say where she is).
 */
export function privateHead(locale: Locale = 'en', name?: string): PageHead {
  return {
    title: name ? `${name} | ${SITE_NAME}` : `${SITE_NAME} | ${WORDS[locale].tagline}`,
    description: WORDS[locale].description,
    canonical: null,
    locale,
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
    meta('property', 'og:locale', INTL_LOCALES[head.locale ?? 'en'].replace('-', '_')),
    ...(head.alternates ?? []).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
