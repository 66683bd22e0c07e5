import type { Product } from '@store/shared/schemas';
import { productStock, products, type NewProductRow } from '../src/db/schema';
import { testApiSession } from './testApp';

/** Listing filters (issue 32): price range, a size in stock, colour, fabric, occasion, on the keyset pages. */
const api = testApiSession();

// Women's pieces of our own, named so no seeded product matches the search beside them.
const quartz: NewProductRow[] = [
  { name: 'Quartz Red Silk', pricePaise: 500_000, colour: 'Red', fabric: 'Silk', occasion: 'Wedding', unitsSold: 9 },
  { name: 'Quartz Red Cotton', pricePaise: 300_000, colour: 'Red', fabric: 'Cotton', occasion: 'Casual', unitsSold: 8 },
  { name: 'Quartz Blue Silk', pricePaise: 700_000, colour: 'Blue', fabric: 'Silk', occasion: 'Wedding', unitsSold: 7 },
  {
    name: 'Quartz Red Silk Party',
    pricePaise: 900_000,
    colour: 'Red',
    fabric: 'Silk',
    occasion: 'Party',
    unitsSold: 6,
  },
].map((row) => ({ category: 'womens', type: 'anarkali-suit', images: [], ...row }));

beforeAll(async () => {
  const rows = await api.database.db.insert(products).values(quartz).returning();
  // Size M: in stock for the first two, out for the third, never stocked for the fourth.
  await api.database.db.insert(productStock).values([
    { productId: String(rows[0]?.id), stockKey: 'M', onHand: 4 },
    { productId: String(rows[1]?.id), stockKey: 'M', onHand: 1 },
    { productId: String(rows[2]?.id), stockKey: 'M', onHand: 0 },
  ]);
});

async function names(query: string): Promise<string[]> {
  const response = await api.app.inject({ method: 'GET', url: `/api/products/womens?search=quartz&${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Product[]).map((p) => p.name);
}

it('filters by price range (rupees, both ends), colour, fabric, occasion and size in stock, together', async () => {
  expect(await names('minPrice=3000&maxPrice=7000&sort=price-asc')).toEqual([
    'Quartz Red Cotton',
    'Quartz Red Silk',
    'Quartz Blue Silk',
  ]);
  expect(await names('colour=Red')).toEqual(['Quartz Red Silk', 'Quartz Red Cotton', 'Quartz Red Silk Party']);
  expect(await names('colour=Red&fabric=Silk')).toEqual(['Quartz Red Silk', 'Quartz Red Silk Party']);
  expect(await names('colour=Red&fabric=Silk&occasion=Party')).toEqual(['Quartz Red Silk Party']);
  expect(await names('size=M')).toEqual(['Quartz Red Silk', 'Quartz Red Cotton']);
  expect(await names('size=M&maxPrice=4000')).toEqual(['Quartz Red Cotton']);
});

it('pages a filtered listing by its cursor without repeats or gaps', async () => {
  const first = await api.app.inject({ method: 'GET', url: '/api/products/womens?search=quartz&colour=Red&limit=2' });
  const cursor = first.headers['x-next-cursor'] as string;
  expect(cursor).toBeTruthy();
  const second = await api.app.inject({
    method: 'GET',
    url: `/api/products/womens?search=quartz&colour=Red&limit=2&cursor=${cursor}`,
  });
  expect([...first.json(), ...second.json()].map((p: Product) => p.name)).toEqual([
    'Quartz Red Silk',
    'Quartz Red Cotton',
    'Quartz Red Silk Party',
  ]);
});

it('refuses a filter value it does not know, with the field', async () => {
  const refused = async (query: string) =>
    (await api.app.inject({ method: 'GET', url: `/api/products/womens?${query}` })).json();
  expect(await refused('colour=Teal')).toMatchObject({
    field: 'colour',
    message: expect.stringMatching(/^colour: must be one of Black/),
  });
  expect(await refused('size=upper:L')).toEqual({ message: 'size: upper:L is not a size of womens' });
  expect((await refused('minPrice=-5')).message).toBe('minPrice: must be at least 0');
});

it('takes several values of a filter, comma-separated: any of them, still ANDed with the other filters', async () => {
  expect(await names('colour=Red,Blue&occasion=Wedding')).toEqual(['Quartz Red Silk', 'Quartz Blue Silk']);
  expect(await names('fabric=Cotton,Silk&occasion=Casual,Party')).toEqual([
    'Quartz Red Cotton',
    'Quartz Red Silk Party',
  ]);
  // A size in stock in either: the third's M is out, the fourth never had one.
  expect(await names('size=M,XS')).toEqual(['Quartz Red Silk', 'Quartz Red Cotton']);
  const refused = await api.app.inject({ method: 'GET', url: '/api/products/womens?colour=Red,Teal' });
  expect(refused.json()).toMatchObject({ field: 'colour', message: expect.stringMatching(/^colour: must be one of/) });
});

it("counts what the filters find and what each choice would find, the choice's own filter left out", async () => {
  const facets = async (query: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/products/womens/facets?search=quartz&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  // Red and Wedding: two of the four; each colour's count keeps Wedding, each occasion's keeps Red.
  expect(await facets('colour=Red&occasion=Wedding')).toEqual({
    total: 1,
    colour: { Red: 1, Blue: 1 },
    occasion: { Wedding: 1, Casual: 1, Party: 1 },
    fabric: { Silk: 1 },
    size: { M: 1 },
  });
  expect(await facets('colour=Red,Blue&occasion=Wedding')).toMatchObject({ total: 2, fabric: { Silk: 2 } });
  expect((await facets('')).total).toBe(4);
  expect((await facets('size=M')).size).toEqual({ M: 2 });
  expect((await api.app.inject({ method: 'GET', url: '/api/products/womens/facets?size=upper:L' })).json()).toEqual({
    message: 'size: upper:L is not a size of womens',
  });
});
