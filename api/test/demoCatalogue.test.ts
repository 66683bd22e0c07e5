import { demoCatalogue } from '../src/seed/catalogSeed';

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
