import { SHARED_CACHE_CONTROL } from '@store/shared/cache-control';
import type { Product, SearchAnswer, SuggestAnswer } from '@store/shared/schemas';
import { productStock, products, type NewProductRow } from '../src/db/schema';
import type { CatalogCache } from '../src/modules/catalog/catalogCache';
import { CatalogueIndex } from '../src/modules/search/catalogueIndex';
import { MemorySearch } from '../src/modules/search/memorySearch';
import { customerClient } from './customerClient';
import { testApiSession } from './testApp';

const api = testApiSession();
const { call, signIn, signInAdmin } = customerClient(api);

// Pieces of our own beside the seeded ones, with made-up words no seed product uses.
const ours: NewProductRow[] = [
  { name: 'Quillon Evening Gown', category: 'womens', type: 'ball-gown', colour: 'Black', fabric: 'Silk' },
  { name: 'Quillon Day Dress', category: 'womens', type: 'drape-dress', colour: 'Red', fabric: 'Silk' },
  { name: 'Zorblax Clutch', category: 'accessories', type: 'bag', unitsSold: 1 },
  {
    name: 'Plain Clutch',
    description: 'A zorblax-style evening clutch',
    category: 'accessories',
    type: 'bag',
    unitsSold: 900,
  },
  { name: 'Zorblaxian Tote', category: 'accessories', type: 'bag', unitsSold: 800 },
  { name: 'Wuggle Watch Sold Out', category: 'accessories', type: 'watch', unitsSold: 500 },
  { name: 'Wuggle Watch In Stock', category: 'accessories', type: 'watch', unitsSold: 1 },
  { name: 'Flimflam Ring', category: 'accessories', type: 'jewellery' },
].map((row) => ({ pricePaise: 100_000, images: [], ...row }));

beforeAll(async () => {
  const rows = await api.database.db.insert(products).values(ours).returning();
  const byName = (name: string) => rows.find((row) => row.name === name)?.id as string;
  await api.database.db.insert(productStock).values([
    { productId: byName('Wuggle Watch Sold Out'), stockKey: 'ONE', onHand: 0 },
    { productId: byName('Wuggle Watch In Stock'), stockKey: 'ONE', onHand: 5 },
  ]);
});

async function search(query: string, more = ''): Promise<SearchAnswer> {
  const { status, body } = await call('GET', `/search?q=${encodeURIComponent(query)}${more}`);
  expect(status).toBe(200);
  return body as SearchAnswer;
}
const names = (list: Product[]) => list.map((product) => product.name);
const types = (list: Product[]) => new Set(list.map((product) => product.type));

describe('the spellings the store has seeded', () => {
  const families: [string[], (type: string) => boolean][] = [
    [['lehenga', 'lehnga', 'lengha', 'Lehengas', 'लहंगा', 'लहँगा'], (type) => /lengha|bridal-length/.test(type)],
    [['saree', 'sari', 'saris', 'sarees', 'साड़ी', 'साडी', 'साड़ियाँ'], (type) => type.includes('saree')],
    [['kurta', 'kurtha', 'kurtas', 'कुर्ता', 'कुर्ते'], (type) => type.includes('kurta')],
    [['bandhgala', 'bandgala', 'बंदगला', 'बंधगला'], (type) => type === 'jodhpuri-bandhgala-set'],
    [['jewellery', 'jewelry', 'ज्वेलरी', 'आभूषण'], (type) => type === 'jewellery'],
    [['sunglasses', 'shades', 'goggles', 'चश्मा'], (type) => type === 'sunglasses'],
  ];
  it.each(families)('%s each find the same pieces, and only those', async (spellings, isOfFamily) => {
    const found = await Promise.all(spellings.map(async (spelling) => (await search(spelling)).products));
    for (const [index, list] of found.entries()) {
      expect([spellings[index], list.length > 0]).toEqual([spellings[index], true]);
      expect([spellings[index], [...types(list)].every(isOfFamily)]).toEqual([spellings[index], true]);
      expect(names(list).sort()).toEqual(names(found[0] as Product[]).sort());
    }
  });

  it("finds with them in a section's listing too (one search)", async () => {
    const { body } = await call('GET', '/api/products/womens?search=lehnga');
    expect((body as Product[]).length).toBeGreaterThan(0);
    expect([...types(body as Product[])].every((type) => /lengha|bridal-length/.test(type))).toBe(true);
    expect((await call('GET', '/api/products/mens?search=lehnga')).body).toEqual([]);
  });
});

describe('typos', () => {
  it('forgives one in a word of 4 to 7 letters, and says what it understood', async () => {
    const kurtta = await search('kurtta');
    expect(kurtta.query).toBe('kurta');
    expect(kurtta.didYouMean).toBe('kurta');
    expect(names(kurtta.products).sort()).toEqual(names((await search('kurta')).products).sort());
    const sherwni = await search('sherwni');
    expect(sherwni.total).toBeGreaterThan(0);
    expect([...types(sherwni.products)]).toEqual(['sherwani-set']);
  });

  it('forgives two in a word of 8 letters or more', async () => {
    const found = await search('sunglsess');
    expect(found.query).toBe('sunglasses');
    expect([...types(found.products)]).toEqual(['sunglasses']);
  });

  it('does not forgive two in a shorter word: nothing found, a "Did you mean", and popular pieces', async () => {
    const found = await search('kurtxx');
    expect(found).toMatchObject({ total: 0, products: [], didYouMean: 'kurta' });
    expect(found.popular).toHaveLength(8);
    const unitsSold = found.popular.map((product) => product.name);
    expect(unitsSold[0]).toBe('Plain Clutch');
  });

  it('has nothing to suggest when no word is close', async () => {
    expect(await search('qxzvw')).toMatchObject({ total: 0, didYouMean: null });
  });
});

describe('words in any order, across fields', () => {
  it('finds "black gown" by the colour and the kind, in either order', async () => {
    const blackGown = await search('black gown quillon');
    expect(names(blackGown.products)).toEqual(['Quillon Evening Gown']);
    expect(names((await search('Quillon GOWNS, black')).products)).toEqual(['Quillon Evening Gown']);
    expect(names((await search('silk quillon')).products).sort()).toEqual([
      'Quillon Day Dress',
      'Quillon Evening Gown',
    ]);
    expect(names((await search('red quillon')).products)).toEqual(['Quillon Day Dress']);
  });

  it('finds "silk saree" and "red jewellery" in the demo catalogue', async () => {
    const silkSaree = await search('silk saree');
    expect(silkSaree.total).toBeGreaterThan(0);
    expect([...types(silkSaree.products)].every((type) => type.includes('saree'))).toBe(true);
    const redJewellery = await search('jewellery red');
    for (const product of redJewellery.products) expect([product.type, product.colour]).toEqual(['jewellery', 'Red']);
  });

  it("narrows by the listing's filters and sorts as the listing does", async () => {
    const silk = await search('quillon', '&colour=Red');
    expect(names(silk.products)).toEqual(['Quillon Day Dress']);
    const cheapFirst = await search('saree', '&sort=price-asc');
    const prices = cheapFirst.products.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await search('saree', '&section=mens')).total).toBe(0);
  });

  it("counts the filters' choices over the whole store's results on the first page", async () => {
    const quillon = await search('quillon');
    expect(quillon.facets).toMatchObject({ total: 2, colour: { Black: 1, Red: 1 }, fabric: { Silk: 2 } });
    // A colour chosen: the total narrows, and the colours still count as if each were chosen alone.
    const red = await search('quillon', '&colour=Red');
    expect(red.facets).toMatchObject({ total: 1, colour: { Black: 1, Red: 1 }, fabric: { Silk: 1 } });
    expect((await search('saree', '&page=2')).facets).toBeNull();
  });
});

describe('the best match first', () => {
  it('a name over a description, a whole word over a part of one', async () => {
    const found = await search('zorblax');
    // The description's match sold the most, the part of a word more than the whole: rank decides.
    expect(names(found.products)).toEqual(['Zorblax Clutch', 'Zorblaxian Tote', 'Plain Clutch']);
  });

  it('in stock over sold out', async () => {
    expect(names((await search('wuggle watch')).products)).toEqual(['Wuggle Watch In Stock', 'Wuggle Watch Sold Out']);
  });
});

describe('the in-memory index when the catalogue changes', () => {
  it('answers from the last index while a slow rebuild runs, marked stale, then from the new one', async () => {
    let version = 1;
    const catalog = { currentVersion: async () => version } as unknown as CatalogCache;
    const engine = new MemorySearch(api.database.db, catalog);
    await engine.prepare();
    const pieces = async () => {
      const found = await engine.suggestions('snorkelwick');
      return {
        stale: found.stale,
        names: found.suggestions.flatMap((s) => (s.kind === 'product' ? [s.piece.name] : [])),
      };
    };
    expect(await pieces()).toEqual({ stale: false, names: [] });

    // A new piece, and a rebuild slower than a search waits (100,000 pieces take seconds).
    await api.database.db.insert(products).values({
      name: 'Snorkelwick Anklet',
      category: 'accessories',
      type: 'jewellery',
      pricePaise: 50_000,
      images: [],
    });
    const load = CatalogueIndex.load;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    CatalogueIndex.load = async (...args) => {
      await gate;
      return load.apply(CatalogueIndex, args);
    };
    try {
      version = 2;
      expect(await pieces()).toEqual({ stale: true, names: [] });
      release();
      expect(await pieces()).toEqual({ stale: false, names: ['Snorkelwick Anklet'] });
    } finally {
      CatalogueIndex.load = load;
    }
  });
});

describe('suggestions', () => {
  it('completes a half-typed word with categories and pieces, at most 8, kept as the catalogue is', async () => {
    const response = await call('GET', '/search/suggest?q=sare');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    const body = response.body as SuggestAnswer;
    expect(body.suggestions.length).toBeGreaterThan(1);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    expect(body.suggestions).toContainEqual(
      expect.objectContaining({ kind: 'category', section: 'womens', type: 'sarees' }),
    );
    expect(body.suggestions[0]?.kind).toBe('category');
    const pieces = body.suggestions.filter((suggestion) => suggestion.kind === 'product');
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) expect(piece).toMatchObject({ section: 'womens', pricePaise: expect.any(Number) });
  });

  it('suggests in Hindi and corrects a typo', async () => {
    const hindi = (await call('GET', `/search/suggest?q=${encodeURIComponent('कुर्ता')}`)).body as SuggestAnswer;
    expect(hindi.suggestions.some((each) => each.kind === 'category' && each.type === 'kurta-set')).toBe(true);
    const typo = (await call('GET', '/search/suggest?q=sherwni')).body as SuggestAnswer;
    expect(typo.didYouMean).toBe('sherwani');
    expect(typo.suggestions.length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  it.each([
    ['/search', 'q: is required'],
    ['/search?q=', 'q: must not be empty'],
    ['/search?q=%20%20', 'q: must not be empty'],
    [`/search?q=${'a'.repeat(101)}`, 'q: must be at most 100 characters'],
    ['/search?q=saree&page=0', 'page: must be at least 1'],
    ['/search?q=saree&sort=cheapest', 'sort: must be one of relevance, popular, rating, newest, price-asc, price-desc'],
    ['/search?q=saree&type=sarees', 'type: needs a section'],
    ['/search/suggest?q=', 'q: must not be empty'],
  ])('%s is refused: %s', async (url, message) => {
    expect(await call('GET', url)).toMatchObject({ status: 400, body: { message } });
  });
});

describe("the admin's search desk", () => {
  it('lists the top searches and those that found nothing', async () => {
    await search('Saree');
    await search('saree');
    await search('nothingatallhere');
    const admin = await signInAdmin();
    const { status, body } = await call('GET', '/admin/search/queries?range=7d', undefined, admin);
    expect(status).toBe(200);
    expect(body.top).toContainEqual({ query: 'saree', count: expect.any(Number), results: expect.any(Number) });
    expect(body.top.find((row: { query: string }) => row.query === 'saree').count).toBeGreaterThanOrEqual(2);
    expect(body.zero).toContainEqual({ query: 'nothingatallhere', count: 1 });
    expect(body.zero.map((row: { query: string }) => row.query)).not.toContain('saree');
  });

  it('adds a synonym that the next search uses, both ways, and takes it away again', async () => {
    const admin = await signInAdmin();
    expect((await search('blorptastic')).total).toBe(0);
    const added = await call('POST', '/admin/search/synonyms', { words: ['Blorptastic', 'zorblax'] }, admin);
    expect(added).toMatchObject({ status: 201, body: { words: ['blorptastic', 'zorblax'], oneWay: false } });
    expect(names((await search('blorptastic')).products)).toContain('Zorblax Clutch');
    const listed = (await call('GET', '/admin/search/synonyms', undefined, admin)).body as { id: string }[];
    expect(listed.map((group) => group.id)).toContain(added.body.id);
    expect((await call('DELETE', `/admin/search/synonyms/${added.body.id}`, undefined, admin)).status).toBe(200);
    expect((await search('blorptastic')).total).toBe(0);
    expect((await call('DELETE', `/admin/search/synonyms/${added.body.id}`, undefined, admin)).status).toBe(404);
  });

  it('adds a one-way synonym: the first word finds the others, not back', async () => {
    const admin = await signInAdmin();
    const added = await call('POST', '/admin/search/synonyms', { words: ['zorblax', 'flimflam'], oneWay: true }, admin);
    expect(added.status).toBe(201);
    expect(names((await search('zorblax clutch')).products)).toContain('Zorblax Clutch');
    expect(names((await search('zorblax')).products)).toContain('Flimflam Ring');
    expect(names((await search('flimflam')).products)).toEqual(['Flimflam Ring']);
    await call('DELETE', `/admin/search/synonyms/${added.body.id}`, undefined, admin);
  });

  it.each([
    [{ words: ['one'] }, 'words: must have at least 2 words'],
    [{ words: Array.from({ length: 11 }, (_, i) => `w${i}`) }, 'words: must have at most 10 words'],
    [{ words: ['saree', 'x'.repeat(41)] }, 'words.1: must be at most 40 characters'],
    [{ words: ['saree', ''] }, 'words.1: must not be empty'],
    [{ words: ['saree', 'silk saree'] }, "words.1: must be one word of letters or digits ('silk saree')"],
    [{ words: ['saree', 'SAREE'] }, "words: 'saree' is there twice"],
  ])('refuses %j and changes nothing', async (payload, message) => {
    const admin = await signInAdmin();
    const before = (await call('GET', '/admin/search/synonyms', undefined, admin)).body;
    expect(await call('POST', '/admin/search/synonyms', payload, admin)).toMatchObject({
      status: 400,
      body: { message },
    });
    expect((await call('GET', '/admin/search/synonyms', undefined, admin)).body).toEqual(before);
  });

  it('is for admins only', async () => {
    const customer = await signIn('+919811100044');
    for (const [method, url] of [
      ['GET', '/admin/search/queries'],
      ['GET', '/admin/search/synonyms'],
      ['POST', '/admin/search/synonyms'],
    ] as const) {
      expect((await call(method, url, { words: ['a1', 'b1'] })).status).toBe(401);
      expect((await call(method, url, { words: ['a1', 'b1'] }, customer)).status).toBe(403);
    }
  });
});
