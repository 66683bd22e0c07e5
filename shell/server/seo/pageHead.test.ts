/** @jest-environment node */
import type { Product } from '@store/shared/api';
import { sampleProduct } from '@store/shared/testing';
import { headTags, listingHead, productHead } from './pageHead';
import { sitemapXml, robotsTxt } from './sitemap';

const ORIGIN = 'https://elegance.example.in';

const product = (extra: Partial<Product> = {}): Product =>
  sampleProduct({
    _id: '0b7f7c1e-3c1a-4c55-9a35-0c2b5f6f0a11',
    images: [{ url: 'https://api.example.in/media/a.jpg', fileId: 'a' }],
    rating: { average: 4.5, count: 12 },
    ...extra,
  });

/** The JSON-LD blocks of a head, parsed as a search engine would. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

describe('a product page head', () => {
  const html = headTags(productHead(ORIGIN, product()));

  it('names the product for search results and link previews, with its image at 1200 px', () => {
    expect(html).toContain('<title>Royal Sherwani Set | Elegance</title>');
    expect(html).toContain('<meta name="description" content="Raw silk sherwani, hand finished.">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/0b7f7c1e-3c1a-4c55-9a35-0c2b5f6f0a11">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(
      '<meta property="og:image" content="https://api.example.in/media/a.jpg?tr=w-1200,q-90,f-auto">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('carries a Product with an Offer in rupees, and the breadcrumb trail', () => {
    const [item, trail] = structuredData(html);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Royal Sherwani Set',
      brand: { name: 'Rajwada' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
      offers: { '@type': 'Offer', price: '24999.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      'Home',
      'Mens Wear',
      'Sherwani Set',
      'Royal Sherwani Set',
    ]);
  });

  it("follows stock in the Offer's availability", () => {
    const offer = (extra: Partial<Product>) => structuredData(headTags(productHead(ORIGIN, product(extra))))[0].offers;
    const all = Object.keys(product().availability);
    const every = (state: 'low' | 'out') => Object.fromEntries(all.map((key) => [key, state]));
    // One low size among many in stock is not limited.
    expect(offer({ availability: { ...product().availability, 'upper:M': 'low' } }).availability).toBe(
      'https://schema.org/InStock',
    );
    // Every upper left is low: a set cannot be had in quantity.
    const uppersLow = {
      ...product().availability,
      ...Object.fromEntries(all.filter((k) => k.startsWith('upper:')).map((k) => [k, 'low' as const])),
    };
    expect(offer({ availability: uppersLow }).availability).toBe('https://schema.org/LimitedAvailability');
    expect(offer({ category: 'womens', availability: { S: 'low', M: 'out' } }).availability).toBe(
      'https://schema.org/LimitedAvailability',
    );
    expect(offer({ availability: every('out'), soldOut: true, madeToMeasure: false }).availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(offer({ availability: every('out'), soldOut: true }).availability).toBe('https://schema.org/MadeToOrder');
    expect(
      offer({ category: 'accessories', availability: { 'one-size': 'out' }, soldOut: true, madeToMeasure: false })
        .availability,
    ).toBe('https://schema.org/OutOfStock');
  });

  it('cannot be broken out of by what an admin types in a name or description', () => {
    const hostile = headTags(
      productHead(
        ORIGIN,
        product({ name: '"><script>alert(1)</script>', description: '</script><script>alert(2)</script>' }),
      ),
    );
    expect(hostile).not.toContain('<script>alert');
    expect(hostile).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    // The structured data still reads back as the exact text.
    expect(structuredData(hostile)[0].description).toBe('</script><script>alert(2)</script>');
  });

  it('shortens a long description to one line of at most 160 characters', () => {
    const long = headTags(productHead(ORIGIN, product({ description: `${'Hand embroidered zardozi. '.repeat(20)}` })));
    const description = /<meta name="description" content="([^"]*)">/.exec(long)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });
});

it('gives a listing its section and category, canonical without search or sort', () => {
  const html = headTags(listingHead(ORIGIN, 'womens', 'ball-gown'));
  expect(html).toContain('<title>Ball Gown | Womens Wear | Elegance</title>');
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/womens?type=ball-gown">`);
  expect(headTags(listingHead(ORIGIN, 'mens', 'no-such-type'))).toContain(
    `<link rel="canonical" href="${ORIGIN}/mens">`,
  );
});

it('lists home, the sections and every product in the sitemap, in both languages; robots keeps private pages out', () => {
  const xml = sitemapXml(ORIGIN, {
    sections: ['mens', 'womens', 'accessories'],
    products: [{ _id: 'p1', category: 'mens', updatedAt: '2026-11-20T10:00:00.000Z' }],
  });
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) =>
    m[2] ? `${m[1]} ${m[2]}` : m[1],
  );
  expect(entries).toEqual([
    `${ORIGIN}/`,
    `${ORIGIN}/hi`,
    ...['mens', 'womens', 'accessories'].flatMap((section) => [`${ORIGIN}/${section}`, `${ORIGIN}/hi/${section}`]),
    `${ORIGIN}/product/p1 2026-11-20`,
    `${ORIGIN}/hi/product/p1 2026-11-20`,
  ]);
  // Each entry names both languages of its page.
  const hindiProduct = xml.split('\n').find((line) => line.includes(`<loc>${ORIGIN}/hi/product/p1</loc>`));
  expect(hindiProduct).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/product/p1"/>`);
  expect(hindiProduct).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/product/p1"/>`);
  const robots = robotsTxt(ORIGIN);
  for (const path of [
    '/admin',
    '/checkout',
    '/customer-dashboard',
    '/delivery-issue',
    '/wishlist',
    '/hi/checkout',
    '/hi/wishlist',
  ])
    expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

describe('a Hindi page head', () => {
  const hindi = product({ nameHi: 'शाही शेरवानी सेट', descriptionHi: 'रॉ सिल्क शेरवानी, हाथ से तैयार।' });

  it('names the product in Hindi, at its own address, with both languages as alternates', () => {
    const html = headTags(productHead(ORIGIN, hindi, 'hi'));
    const url = `${ORIGIN}/hi/product/0b7f7c1e-3c1a-4c55-9a35-0c2b5f6f0a11`;
    expect(html).toContain('<title>शाही शेरवानी सेट | Elegance</title>');
    expect(html).toContain('<meta name="description" content="रॉ सिल्क शेरवानी, हाथ से तैयार।">');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain('<meta property="og:locale" content="hi_IN">');
    expect(html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${url}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en-IN" href="${ORIGIN}/product/0b7f7c1e-3c1a-4c55-9a35-0c2b5f6f0a11">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/product/0b7f7c1e-3c1a-4c55-9a35-0c2b5f6f0a11">`,
    );
    const [productData, trail] = structuredData(html);
    expect(productData).toMatchObject({ name: 'शाही शेरवानी सेट', inLanguage: 'hi-IN', url });
    expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      'होम',
      'पुरुषों के कपड़े',
      'शेरवानी सेट',
      'शाही शेरवानी सेट',
    ]);
  });

  it('falls back to the English name where the admin gave no Hindi one', () => {
    expect(headTags(productHead(ORIGIN, product(), 'hi'))).toContain('<title>Royal Sherwani Set | Elegance</title>');
  });

  it('titles a listing in Hindi and keeps its filter in the canonical address', () => {
    const html = headTags(listingHead(ORIGIN, 'mens', 'suits', 'hi'));
    expect(html).toContain('<title>सूट | पुरुषों के कपड़े | Elegance</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/hi/mens?type=suits">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${ORIGIN}/mens?type=suits">`);
  });
});
