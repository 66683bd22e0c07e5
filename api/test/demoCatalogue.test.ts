import { demoCatalogue } from '../src/seed/catalogSeed';
import { demoStock } from '../src/seed/demoStock';

it('seeds texts that match what each product is: accessories are never tailored, materials suit the kind', () => {
  const products = demoCatalogue().map(({ row }) => row);
  const accessories = products.filter((row) => row.category === 'accessories');
  expect(accessories.length).toBeGreaterThanOrEqual(12);
  for (const row of accessories) {
    expect(row.description).not.toMatch(/tailor|measurement|size/i);
    expect(row.description).toMatch(/Ready to ship\.$/);
  }
  const material = (type: string) => accessories.filter((row) => row.type === type).map((row) => row.material);
  expect(material('watch').every((m) => ['Stainless steel', 'Leather'].includes(m as string))).toBe(true);
  expect(material('sunglasses').every((m) => ['Acetate', 'Titanium'].includes(m as string))).toBe(true);
  // Garments can be ordered in a standard size or made to measure.
  for (const row of products.filter((row) => row.category !== 'accessories'))
    expect(row.description).toMatch(/standard size or tailored to your measurements\.$/);
});

it('seeds every product a Hindi name and description, in Devanagari, beside its English', () => {
  for (const { row } of demoCatalogue()) {
    expect(row.name).toMatch(/^[A-Z][A-Za-z/ -]+$/);
    expect(row.nameHi).toMatch(/^[\u0900-\u097F][\u0900-\u097F/ -]+$/);
    expect(row.descriptionHi).toMatch(/^[\u0900-\u097F][\u0900-\u097F ,-]+ में /);
    expect(row.descriptionHi).toContain(row.nameHi);
    expect(row.descriptionHi).not.toContain('undefined');
  }
});

it('tags each piece with the colour its pictures are drawn in (a navy dress is Navy, not a colour drawn apart)', () => {
  const catalogue = demoCatalogue();
  const extras = demoStock(catalogue.map(({ row }) => row));
  // The pictures' fabric colours as a shopper would name them.
  const named: Record<string, string> = {
    '#1f2a44': 'Navy',
    '#7a1f2b': 'Maroon',
    '#2f5d50': 'Green',
    '#c9a227': 'Gold',
    '#3b2f4a': 'Purple',
    '#8c3b5b': 'Pink',
    '#0f3d3e': 'Green',
    '#b5651d': 'Orange',
    '#222222': 'Black',
    '#e8dcc8': 'Cream',
  };
  const seeded = catalogue.map(({ row, art }, index) => [
    named[art.fabric],
    { ...row, ...extras[index]?.attributes }.colour,
  ]);
  expect(seeded.every(([drawn, tagged]) => drawn && drawn === tagged)).toBe(true);
  // Several colours, so the filter has choices.
  expect(new Set(seeded.map(([, tagged]) => tagged)).size).toBeGreaterThanOrEqual(6);
});
